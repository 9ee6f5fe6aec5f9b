import { PersonFrame } from '@/app/people/person-frame';
import { PersonRecords } from '@/features/records/components/person-records';

/** /people/{pk}/records: the person's records; the admin adds, edits and deletes them. */
export default function PersonRecordsPage() {
  return <PersonFrame>{(person) => <PersonRecords personId={person.id} />}</PersonFrame>;
}
