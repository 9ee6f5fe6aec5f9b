import { SetupPage } from '@/features/setup/components/setup-page';
import { trainingScreen } from '@/features/setup/screens/training';

export default function TrainingPage() {
  return <SetupPage screen={trainingScreen} />;
}
