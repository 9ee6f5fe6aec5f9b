import { Center, Loader } from '@mantine/core';

/** The spinner shown while a page or the site loads. */
export function PageLoader({
  label = 'Loading',
  fullScreen = false,
}: {
  label?: string;
  fullScreen?: boolean;
}) {
  return (
    <Center h={fullScreen ? '100dvh' : 240} role="status" aria-live="polite">
      <Loader aria-label={label} />
    </Center>
  );
}
