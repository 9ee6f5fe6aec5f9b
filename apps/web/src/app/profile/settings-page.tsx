import { ProfileFrame } from '@/app/profile/profile-frame';
import { ProfileSettings } from '@/features/profile/components/profile-settings';

/** /profile/settings: notification toggles, date and time formats, theme. */
export default function ProfileSettingsPage() {
  return (
    <ProfileFrame>
      <ProfileSettings />
    </ProfileFrame>
  );
}
