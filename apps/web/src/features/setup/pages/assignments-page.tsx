import { SetupPage } from '@/features/setup/components/setup-page';
import { assignmentsScreen } from '@/features/setup/screens/assignments';

export default function AssignmentsPage() {
  return <SetupPage screen={assignmentsScreen} />;
}
