import { ComposePage } from '@/features/messaging/pages/compose-page';

/** /messaging/email. */
export default function EmailPage() {
  return <ComposePage channel="email" />;
}
