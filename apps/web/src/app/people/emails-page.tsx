import { PersonFrame } from '@/app/people/person-frame';
import { PersonMessages } from '@/features/messaging/components/person-messages';

/** /people/{pk}/emails: the messages the club sent the person, newest first. */
export default function PersonEmailsPage() {
  return <PersonFrame>{(person) => <PersonMessages personId={person.id} />}</PersonFrame>;
}
