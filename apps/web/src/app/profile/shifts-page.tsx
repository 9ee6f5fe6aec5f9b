import { ProfileFrame } from '@/app/profile/profile-frame';
import { MyShifts } from '@/features/hours/my-shifts/my-shifts';

/** /profile/shifts: the member's own shifts (the stand-alone "My shifts" page before). */
export default function ProfileShiftsPage() {
  return (
    <ProfileFrame>
      <MyShifts />
    </ProfileFrame>
  );
}
