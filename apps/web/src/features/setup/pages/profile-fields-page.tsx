import { SetupPage } from '@/features/setup/components/setup-page';
import { profileFieldsScreen } from '@/features/setup/screens/profile-fields';

export default function ProfileFieldsPage() {
  return <SetupPage screen={profileFieldsScreen} />;
}
