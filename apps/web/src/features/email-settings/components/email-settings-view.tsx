import '@mantine/core/styles/Skeleton.css';
import { Alert, Button, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconLinkOff } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  useEmailSettings,
  useUpdateEmailSettings,
} from '@/features/email-settings/api/email-settings';
import {
  EmailSwitches,
  type SwitchField,
} from '@/features/email-settings/components/email-switches';
import { isApiErrorResponse } from '@/lib/api/api-errors';
import { useSession } from '@/lib/auth/use-session';

const LABELS: Record<SwitchField, string> = {
  email_notifications: 'Email notifications',
  email_reminders: 'Reminders',
  email_newsletters: 'Newsletters',
  notify_registrations: 'Registration notices',
};

/**
 * The email settings of the person a link names (`/profile/emails/{uid}`, the link in
 * every club email; no login, logged in or not): the club's name, a greeting, and the
 * switches, each saved the moment it changes with a line saying what was saved.
 */
export function EmailSettingsView({ uid }: { uid: string }) {
  const settings = useEmailSettings(uid);
  const update = useUpdateEmailSettings(uid);
  const loggedIn = useSession().status === 'authenticated';
  const [saved, setSaved] = useState<string | null>(null);

  const change = (field: SwitchField, on: boolean) => {
    setSaved(null);
    update.mutate(
      { [field]: on },
      {
        onSuccess: (now) =>
          setSaved(
            field === 'email_notifications' && !on && !now.email_notifications
              ? 'Saved: you get no emails or SMS from the club now.'
              : `Saved: ${LABELS[field]} ${on ? 'on' : 'off'}.`,
          ),
      },
    );
  };

  const notFound =
    uid === '' ||
    (settings.isError && isApiErrorResponse(settings.error) && settings.error.status === 404);

  if (notFound) {
    return (
      <Container size="sm" px={0}>
        <Stack gap="md" align="flex-start">
          <Title order={1}>Email settings</Title>
          <Alert
            color="red"
            variant="light"
            title="This link is not valid"
            icon={<IconLinkOff size={18} aria-hidden />}
          >
            It may be incomplete or belong to another club's site. Open the link in the latest email
            from your club again, or log in and change your email settings in your profile.
          </Alert>
          <Button component={Link} to={loggedIn ? '/dashboard' : '/hello'} variant="default">
            {loggedIn ? 'Go to the dashboard' : 'Log in'}
          </Button>
        </Stack>
      </Container>
    );
  }

  const data = settings.data;
  if (!data) {
    return (
      <Container size="sm" px={0}>
        <Stack gap="md" role="status" aria-label="Loading your email settings">
          <Skeleton height={34} width="50%" />
          <Skeleton height={20} width="70%" />
          <Skeleton height={220} />
        </Stack>
      </Container>
    );
  }

  return (
    <Container size="sm" px={0}>
      <Stack gap="md">
        <div>
          <Text c="dimmed" fw={600} size="sm">
            {data.club_name}
          </Text>
          <Title order={1}>Email settings</Title>
        </div>
        <Text>
          {data.first_name ? `Hello, ${data.first_name}.` : 'Hello.'} Choose which emails{' '}
          {data.club_name} sends you. Each change is saved as you make it.
        </Text>
        <EmailSwitches settings={data} busy={update.isPending} onChange={change} />
        <div aria-live="polite" role="status">
          {saved && (
            <Alert
              color="green"
              variant="light"
              icon={<IconCircleCheck size={18} aria-hidden />}
              data-testid="email-settings-saved"
            >
              {saved}
            </Alert>
          )}
          {update.isError && (
            <Alert color="red" variant="light">
              Your change was not saved. Please try again.
            </Alert>
          )}
        </div>
      </Stack>
    </Container>
  );
}
