import { ComposePage } from '@/features/messaging/pages/compose-page';

/** /messaging/sms. */
export default function SmsPage() {
  return <ComposePage channel="sms" />;
}
