import { SetupPage } from '@/features/setup/components/setup-page';
import { rolesScreen } from '@/features/setup/screens/roles';

export default function RolesPage() {
  return <SetupPage screen={rolesScreen} />;
}
