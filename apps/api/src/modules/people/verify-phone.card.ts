import { DashboardSchema } from '@crewcall/contract';
import { dashboardCard } from '@/modules/dashboard';

/** Verify phone: shown when the club sends SMS and the caller's phone is not verified. */
export const verifyPhoneCard = dashboardCard({
  schema: DashboardSchema.pick({ verify_phone: true }),
  seenBy: 'everyone',
  keptBy: 'none',
  // from the request's club and person: no statement
  read: ({ club, reader }) => ({ verify_phone: club.smsEnabled && !reader.smsVerified }),
});
