import { Box, Image, Input, Text } from '@mantine/core';
import { PictureUpload } from '@/components/picture-upload/picture-upload';
import { useRemoveLogo, useUploadLogo } from '@/features/site/api/site-logo';
import { useSite } from '@/lib/site/site-context';

/**
 * The club's logo on the Organisation page: an upload of its own (saved at once, apart
 * from the settings form), previewed on the top bar's colour, where it is shown; removal
 * asks first. A logo given as a web address before uploads existed shows, and is removed,
 * the same way.
 */
export function LogoField() {
  const site = useSite();
  const upload = useUploadLogo();
  const remove = useRemoveLogo();
  return (
    <Input.Wrapper label="Logo" component="div">
      <PictureUpload
        noun="logo"
        current={site.logo}
        renderPicture={(src) => (
          <Box
            w={200}
            h={72}
            p="xs"
            style={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              borderRadius: 'var(--mantine-radius-sm)',
              background: 'var(--mantine-color-primary-6)',
            }}
          >
            {src ? (
              <Image src={src} alt="Logo preview" h={48} w="auto" maw="100%" fit="contain" />
            ) : (
              <Text size="sm" c="white">
                No logo
              </Text>
            )}
          </Box>
        )}
        hint="A JPEG, PNG, WebP or GIF image up to 5 MB, shown in the top bar beside the name. Transparency is kept."
        removeQuestion="The club's logo will be deleted; the top bar shows the name alone."
        onUpload={(file) => upload.mutateAsync(file)}
        onRemove={() => remove.mutateAsync(undefined)}
      />
    </Input.Wrapper>
  );
}
