import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import type { EmailSettings } from '@crewcall/contract';
import { Paper, Stack, Switch, Text } from '@mantine/core';
import { AllNotificationsOffAlert } from '@/components/all-notifications-off-alert';

/** A switch of the page: its field, its label and what it means. */
type SwitchField = Exclude<keyof EmailSettings, 'first_name' | 'club_name'>;

const SWITCHES: { field: SwitchField; label: string; description: string }[] = [
  {
    field: 'email_notifications',
    label: 'Email notifications',
    description:
      'Everything the club sends you: your shifts and requests, reminders and news. Off: nothing at all.',
  },
  {
    field: 'email_reminders',
    label: 'Reminders',
    description: 'A reminder before each of your shifts.',
  },
  {
    field: 'email_newsletters',
    label: 'Newsletters',
    description: 'News and messages the club sends to its members.',
  },
  {
    field: 'notify_registrations',
    label: 'Tell me when someone registers',
    description: 'For admins: an email when someone registers and waits for approval.',
  },
];

/**
 * The page's switches: Email notifications is the master switch (spec: with it off,
 * reminders and newsletters are off too, and cannot be turned on until it is on again),
 * "Tell me when someone registers" only for admins (only they get it in the answer).
 */
export function EmailSwitches({
  settings,
  busy,
  onChange,
}: {
  settings: EmailSettings;
  busy: boolean;
  onChange: (field: SwitchField, on: boolean) => void;
}) {
  const allOff = !settings.email_notifications;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="lg">
        {SWITCHES.filter(({ field }) => settings[field] !== undefined).map(
          ({ field, label, description }) => (
            <div key={field}>
              <Switch
                size="md"
                name={field}
                label={label}
                // The description stays outside the label, so the switch's name is its label.
                aria-describedby={`${field}-description`}
                checked={settings[field] === true}
                disabled={busy || (field !== 'email_notifications' && allOff)}
                onChange={(event) => onChange(field, event.currentTarget.checked)}
              />
              <Text
                id={`${field}-description`}
                size="sm"
                c="dimmed"
                mt={2}
                // Under the label, past the switch (its md width) and the gap before the label.
                pl="calc(2.875rem + var(--mantine-spacing-sm))"
              >
                {description}
              </Text>
            </div>
          ),
        )}
        {allOff && <AllNotificationsOffAlert />}
      </Stack>
    </Paper>
  );
}

export type { SwitchField };
