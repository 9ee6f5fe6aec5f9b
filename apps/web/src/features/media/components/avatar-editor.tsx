import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Fieldset.css';
import { Avatar, Fieldset } from '@mantine/core';
import { PictureUpload } from '@/components/picture-upload/picture-upload';
import { useRemoveAvatar, useUploadAvatar } from '@/features/media/api/avatar';
import { useSession } from '@/lib/auth/use-session';
import { mediaUrl } from '@/lib/media';
import { useSite } from '@/lib/site/site-context';

/**
 * The member's own picture on /profile/info: shown large, or their initials when there is
 * none; upload (with a preview before saving) and removal (asked first). The top bar's
 * avatar follows at once (the answer becomes the session's auth user).
 */
export function AvatarEditor() {
  const user = useSession().user;
  const site = useSite();
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  if (!user) return null;
  const display = user.name || user.email;
  return (
    <Fieldset legend="Picture">
      <PictureUpload
        noun="picture"
        current={mediaUrl(user.avatar, site.mediaRoot)}
        renderPicture={(src) => (
          <Avatar
            src={src}
            name={display}
            color="initials"
            size={120}
            radius={120}
            alt={`Picture of ${display}`}
          />
        )}
        hint="A JPEG, PNG, WebP or GIF image up to 5 MB. It is shown round, beside your name."
        removeQuestion="Your picture will be deleted. Your initials show in its place."
        onUpload={(file) => upload.mutateAsync(file)}
        onRemove={() => remove.mutateAsync(undefined)}
      />
    </Fieldset>
  );
}
