import { RouterProvider } from 'react-router-dom';
import { Providers } from '@/app/providers';
import { createAppRouter } from '@/app/router';
import { SiteGate } from '@/shell/site-gate';

const router = createAppRouter();

export function App() {
  return (
    <Providers>
      <SiteGate>
        <RouterProvider router={router} />
      </SiteGate>
    </Providers>
  );
}
