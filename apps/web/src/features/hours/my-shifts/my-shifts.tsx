import { PageLoader } from '@/components/page-loader';
import { PersonShifts } from '@/features/hours/my-shifts/person-shifts';
import { useSession } from '@/lib/auth/use-session';

/** The profile's Shifts tab (/profile/shifts, spec section 2): the member's own shifts. */
export function MyShifts() {
  const user = useSession().user;
  if (!user) return <PageLoader />;
  return <PersonShifts personId={user.id} />;
}
