import { SetupPage } from '@/features/setup/components/setup-page';
import { competenciesScreen } from '@/features/setup/screens/competencies';

export default function CompetenciesPage() {
  return <SetupPage screen={competenciesScreen} />;
}
