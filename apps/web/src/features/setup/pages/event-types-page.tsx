import { SetupPage } from '@/features/setup/components/setup-page';
import { eventTypesScreen } from '@/features/setup/screens/event-types';

export default function EventTypesPage() {
  return <SetupPage screen={eventTypesScreen} />;
}
