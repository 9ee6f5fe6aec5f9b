import { IconHourglass } from '@tabler/icons-react';
import { ErrorPage } from '@/shell/error-pages/error-page';
import { ERROR_TEXTS } from '@/shell/error-pages/error-texts';

export default function ThrottledPage() {
  return <ErrorPage code={429} icon={IconHourglass} {...ERROR_TEXTS[429]} />;
}
