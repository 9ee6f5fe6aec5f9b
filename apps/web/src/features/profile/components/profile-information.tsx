import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Paper.css';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLock, IconMail, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ChangeEmailDialog } from '@/features/profile/components/change-email-dialog';
import { ChangePasswordDialog } from '@/features/profile/components/change-password-dialog';
import { PhoneDialog } from '@/features/profile/components/phone-dialog';
import { ProfileFieldsForm } from '@/features/profile/components/profile-fields-form';
import { useSession } from '@/lib/auth/use-session';
import { useSite } from '@/lib/site/site-context';

/** The dialogs the tab opens; `?dialog=phone` is how the dashboard's Verify phone card opens one. */
const DIALOGS = ['email', 'password', 'phone'] as const;
type Dialog = (typeof DIALOGS)[number];

/** One line of the account: what it is, its value, and the button that changes it. */
function AccountRow({
  label,
  value,
  action,
}: {
  label: string;
  value: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Group justify="space-between" align="center" gap="xs" wrap="wrap">
      <Stack gap={0} style={{ minWidth: 0, flex: '1 1 12rem' }}>
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        <Text component="div" style={{ overflowWrap: 'anywhere' }}>
          {value}
        </Text>
      </Stack>
      {action}
    </Group>
  );
}

/**
 * The Information tab (spec section 2, Profile): the person's name, the email and password
 * of their login and their phone, each with the dialog that changes it; then the club's
 * profile fields they may see.
 */
export function ProfileInformation() {
  const user = useSession().user;
  const site = useSite();
  const [params, setParams] = useSearchParams();
  const wanted = params.get('dialog');
  const open: Dialog | null = DIALOGS.includes(wanted as Dialog) ? (wanted as Dialog) : null;
  const show = (dialog: Dialog | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (dialog) next.set('dialog', dialog);
        else next.delete('dialog');
        return next;
      },
      { replace: true },
    );
  if (!user) return null;

  const phoneState = !user.phone ? null : user.sms_verified ? (
    <Badge color="green" variant="filled" autoContrast>
      Verified
    </Badge>
  ) : site.sms_enabled ? (
    <Badge color="orange" variant="filled" autoContrast>
      Not verified
    </Badge>
  ) : null;

  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md">
        <Stack gap="md">
          <Title order={2} size="h4">
            Account
          </Title>
          <AccountRow label="Name" value={user.name || '—'} />
          <AccountRow
            label="Email"
            value={user.email}
            action={
              <Button
                variant="default"
                leftSection={<IconMail size={16} aria-hidden />}
                onClick={() => show('email')}
              >
                Change email
              </Button>
            }
          />
          <AccountRow
            label="Password"
            value="••••••••"
            action={
              <Button
                variant="default"
                leftSection={<IconLock size={16} aria-hidden />}
                onClick={() => show('password')}
              >
                Change password
              </Button>
            }
          />
          <AccountRow
            label="Phone"
            value={
              <Group gap="xs" wrap="wrap">
                <span>{user.phone || 'None'}</span>
                {phoneState}
              </Group>
            }
            action={
              <Button
                variant="default"
                leftSection={<IconPhone size={16} aria-hidden />}
                onClick={() => show('phone')}
              >
                Change phone
              </Button>
            }
          />
        </Stack>
      </Paper>
      <ProfileFieldsForm personId={user.id} mode="self" />
      <ChangeEmailDialog
        opened={open === 'email'}
        onClose={() => show(null)}
        currentEmail={user.email}
      />
      <ChangePasswordDialog opened={open === 'password'} onClose={() => show(null)} />
      <PhoneDialog opened={open === 'phone'} onClose={() => show(null)} phone={user.phone} />
    </Stack>
  );
}
