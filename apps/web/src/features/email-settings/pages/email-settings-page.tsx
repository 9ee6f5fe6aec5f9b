import { useParams } from 'react-router-dom';
import { EmailSettingsView } from '@/features/email-settings/components/email-settings-view';

/** `/profile/emails/{uid?}` (profile.emailsettings, public): the link in every club email. */
export default function EmailSettingsPage() {
  return <EmailSettingsView uid={useParams().uid ?? ''} />;
}
