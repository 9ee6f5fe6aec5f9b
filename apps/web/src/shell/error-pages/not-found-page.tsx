import { IconMapQuestion } from '@tabler/icons-react';
import { ErrorPage } from '@/shell/error-pages/error-page';
import { ERROR_TEXTS } from '@/shell/error-pages/error-texts';

export default function NotFoundPage() {
  return <ErrorPage code={404} icon={IconMapQuestion} {...ERROR_TEXTS[404]} />;
}
