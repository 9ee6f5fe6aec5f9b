import { PersonFrame } from '@/app/people/person-frame';
import { PersonShifts } from '@/features/hours/my-shifts/person-shifts';

/** /people/{pk}/shifts: the shifts the person is on, with their hours. */
export default function PersonShiftsPage() {
  return <PersonFrame>{(person) => <PersonShifts personId={person.id} />}</PersonFrame>;
}
