import { ProfileFrame } from '@/app/profile/profile-frame';
import { AvatarEditor } from '@/features/media/components/avatar-editor';
import { ProfileInformation } from '@/features/profile/components/profile-information';

/** /profile/info: the avatar, the account's email, password and phone, the profile fields. */
export default function ProfileInfoPage() {
  return (
    <ProfileFrame>
      <AvatarEditor />
      <ProfileInformation />
    </ProfileFrame>
  );
}
