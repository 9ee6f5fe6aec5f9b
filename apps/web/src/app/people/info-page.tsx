import { PersonFrame } from '@/app/people/person-frame';
import { PersonInfo } from '@/features/people/components/person-info';

/** /people/{pk}/info: the person's details and role, with Activate, Make admin, Deactivate. */
export default function PersonInfoPage() {
  return <PersonFrame>{(person) => <PersonInfo person={person} />}</PersonFrame>;
}
