import { ProfileFrame } from '@/app/profile/profile-frame';
import { PageLoader } from '@/components/page-loader';
import { PersonRecords } from '@/features/records/components/person-records';
import { useSession } from '@/lib/auth/use-session';

/** /profile/records: the member's own records (read-only for them). */
export default function ProfileRecordsPage() {
  const user = useSession().user;
  return (
    <ProfileFrame>{user ? <PersonRecords personId={user.id} /> : <PageLoader />}</ProfileFrame>
  );
}
