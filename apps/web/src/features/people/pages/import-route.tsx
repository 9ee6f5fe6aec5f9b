import { Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';

/**
 * The route's module is only this: the import screen (papaparse, the stepper, the preview)
 * loads on a second hop, so the app's entry chunk lists one small file for it rather than
 * every chunk the screen needs (the /hello size budget counts those names).
 */
const ImportPeoplePage = lazy(() => import('@/features/people/pages/import-people-page'));

export default function ImportRoute() {
  return (
    <Suspense fallback={<Loader aria-label="Loading" />}>
      <ImportPeoplePage />
    </Suspense>
  );
}
