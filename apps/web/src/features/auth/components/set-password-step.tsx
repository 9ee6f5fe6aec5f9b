import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { usePasswordResetRequest } from '@/features/auth/api/password-reset-request';
import { FormAlerts } from '@/features/auth/components/form-alerts';
import { parseServerErrors, type ServerFormErrors } from '@/lib/form/server-errors';

/**
 * For a person the club already has who has no password yet (added or imported by site
 * staff): registering would be refused, so we email them a link to set their password.
 */
export function SetPasswordStep({
  email,
  siteName,
  onChangeEmail,
  onSent,
}: {
  email: string;
  siteName: string;
  onChangeEmail: () => void;
  onSent: () => void;
}) {
  const request = usePasswordResetRequest();
  const [serverErrors, setServerErrors] = useState<ServerFormErrors | null>(null);

  const send = async () => {
    setServerErrors(null);
    try {
      await request.mutateAsync({ body: { email } });
      onSent();
    } catch (error) {
      setServerErrors(parseServerErrors(error, []));
    }
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          Email: <strong>{email}</strong>
        </Text>
        <Anchor component="button" type="button" size="sm" onClick={onChangeEmail}>
          Change
        </Anchor>
      </Group>
      <Text>
        {siteName} already has you as a member, but you have no password yet. We will email you a
        link to set your password.
      </Text>
      <Text size="sm" c="dimmed">
        Your Crewcall login is the same at every club that uses it.
      </Text>
      <FormAlerts errors={serverErrors} />
      <Button onClick={() => void send()} loading={request.isPending} fullWidth autoFocus>
        Email me a link
      </Button>
    </Stack>
  );
}
