import { IconServerOff } from '@tabler/icons-react';
import { ErrorPage } from '@/shell/error-pages/error-page';
import { ERROR_TEXTS } from '@/shell/error-pages/error-texts';

export default function ServerErrorPage() {
  return <ErrorPage code={500} icon={IconServerOff} {...ERROR_TEXTS[500]} />;
}
