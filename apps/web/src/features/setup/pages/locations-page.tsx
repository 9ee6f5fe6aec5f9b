import { SetupPage } from '@/features/setup/components/setup-page';
import { locationsScreen } from '@/features/setup/screens/locations';

export default function LocationsPage() {
  return <SetupPage screen={locationsScreen} />;
}
