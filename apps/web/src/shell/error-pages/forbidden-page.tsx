import { IconLock } from '@tabler/icons-react';
import { ErrorPage } from '@/shell/error-pages/error-page';
import { ERROR_TEXTS } from '@/shell/error-pages/error-texts';

export default function ForbiddenPage() {
  return <ErrorPage code={403} icon={IconLock} {...ERROR_TEXTS[403]} />;
}
