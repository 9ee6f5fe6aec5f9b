import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Paper.css';
import {
  type AuthUser,
  type ChangeSettingsSelf,
  DATE_FORMATS,
  TIME_FORMATS,
} from '@crewcall/contract';
import { Paper, Radio, SegmentedControl, Stack, Switch, Text, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import { AllNotificationsOffAlert } from '@/components/all-notifications-off-alert';
import { useChangeSettings } from '@/features/profile/api/change-settings';
import { useSession } from '@/lib/auth/use-session';
import { parseServerErrors } from '@/lib/form/server-errors';
import { SubmitErrorAlert } from '@/lib/form/submit-errors';
import { formatDate, formatTime, resolveFormats } from '@/lib/formats';
import { useSite } from '@/lib/site/site-context';
import { clubDayStart, clubToday } from '@/lib/time-zone';

type Switches = Pick<
  AuthUser,
  'email_notifications' | 'email_reminders' | 'email_newsletters' | 'sms_notifications'
>;

/** A switch of the Notifications card, with what it means under it. */
function SettingSwitch({
  field,
  label,
  description,
  checked,
  disabled,
  onChange,
}: {
  field: keyof Switches;
  label: string;
  description: string;
  checked: boolean;
  disabled: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <div>
      <Switch
        size="md"
        name={field}
        label={label}
        // The description stays outside the label, so the switch's name is its label.
        aria-describedby={`${field}-description`}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <Text
        id={`${field}-description`}
        size="sm"
        c="dimmed"
        mt={2}
        pl="calc(2.875rem + var(--mantine-spacing-sm))"
      >
        {description}
      </Text>
    </div>
  );
}

/** A sample moment to show each format with: today at 2:30 in the afternoon, the club's time. */
const sample = () => new Date(Date.parse(clubDayStart(clubToday())) + 14.5 * 3600_000);

/**
 * The Settings tab (spec section 2): notification switches (with the spec's warning when
 * all are off), date format, time format and theme. Each choice is saved at once; the
 * answer replaces the session's copy of the person, so the theme and the formats change
 * everywhere without a reload, and stay on the server for every device.
 */
export function ProfileSettings() {
  const user = useSession().user;
  const site = useSite();
  const change = useChangeSettings();
  // The changes on their way, shown as made until the answer confirms them. Kept in this
  // component's state, set in the click's own render: the mutation's state reaches React a
  // task later, and meanwhile a controlled radio or switch would flip back for a moment.
  const [asked, setAsked] = useState<ChangeSettingsSelf>({});
  const latestSave = useRef(0);
  if (!user) return null;

  const switches: Switches = {
    email_notifications: asked.email_notifications ?? user.email_notifications,
    email_reminders: asked.email_reminders ?? user.email_reminders,
    email_newsletters: asked.email_newsletters ?? user.email_newsletters,
    sms_notifications: asked.sms_notifications ?? user.sms_notifications,
  };
  const settings = { ...user.settings, ...asked.settings };
  const formats = resolveFormats(settings);
  const allOff = !switches.email_notifications;
  const failed = change.isError ? parseServerErrors(change.error, []) : null;
  const save = (body: ChangeSettingsSelf) => {
    const call = ++latestSave.current;
    setAsked((before) => ({
      ...before,
      ...body,
      settings: { ...before.settings, ...body.settings },
    }));
    // Once the last change is answered, the session's person (set from the answer) is the
    // truth again; a refused change shows as it was, with the error.
    change.mutate(body, {
      onSettled: () => {
        if (latestSave.current === call) setAsked({});
      },
    });
  };
  const at = sample();

  return (
    <Stack gap="md">
      <SubmitErrorAlert
        message={
          failed ? (failed.alert ?? failed.detail ?? 'Your change was not saved. Try again.') : null
        }
      />
      <Paper withBorder p="md" radius="md">
        <Stack gap="lg">
          <Title order={2} size="h4">
            Notifications
          </Title>
          <SettingSwitch
            field="email_notifications"
            label="Email notifications"
            description="Everything the club sends you: your shifts and requests, reminders and news. Off: nothing at all."
            checked={switches.email_notifications}
            disabled={false}
            onChange={(on) => save({ email_notifications: on })}
          />
          <SettingSwitch
            field="email_reminders"
            label="Reminders"
            description="A reminder a week and a day before each of your shifts."
            checked={switches.email_reminders}
            disabled={allOff}
            onChange={(on) => save({ email_reminders: on })}
          />
          <SettingSwitch
            field="email_newsletters"
            label="Newsletters"
            description="News and messages the club sends to its members."
            checked={switches.email_newsletters}
            disabled={allOff}
            onChange={(on) => save({ email_newsletters: on })}
          />
          {site.sms_enabled && (
            <SettingSwitch
              field="sms_notifications"
              label="SMS notifications"
              description={
                user.sms_verified
                  ? `Texts to ${user.phone}: reminders and changes to your shifts.`
                  : 'Verify your phone number on the Information tab to get texts.'
              }
              checked={switches.sms_notifications && !allOff}
              disabled={allOff || (!user.sms_verified && !switches.sms_notifications)}
              onChange={(on) => save({ sms_notifications: on })}
            />
          )}
          {allOff && <AllNotificationsOffAlert />}
        </Stack>
      </Paper>

      <Paper withBorder p="md" radius="md">
        <Stack gap="lg">
          <Title order={2} size="h4">
            Display
          </Title>
          <Radio.Group
            label="Date format"
            value={formats.dateFormat}
            onChange={(dateFormat) =>
              save({ settings: { dateFormat: dateFormat as (typeof DATE_FORMATS)[number] } })
            }
          >
            <Stack gap="xs" mt="xs">
              {DATE_FORMATS.map((format) => (
                <Radio key={format} value={format} label={formatDate(at, { dateFormat: format })} />
              ))}
            </Stack>
          </Radio.Group>
          <Radio.Group
            label="Time format"
            value={formats.timeFormat}
            onChange={(timeFormat) =>
              save({ settings: { timeFormat: timeFormat as (typeof TIME_FORMATS)[number] } })
            }
          >
            <Stack gap="xs" mt="xs">
              {TIME_FORMATS.map((format) => (
                <Radio
                  key={format}
                  value={format}
                  label={`${formatTime(at, { timeFormat: format })} (${format === 'HH:mm' ? '24-hour' : '12-hour'})`}
                />
              ))}
            </Stack>
          </Radio.Group>
          <Stack gap={4}>
            <Text size="sm" fw={500} id="theme-label">
              Theme
            </Text>
            <SegmentedControl
              aria-labelledby="theme-label"
              value={settings.theme ?? 'Auto'}
              onChange={(theme) =>
                save({ settings: { theme: theme as 'Auto' | 'Light' | 'Dark' } })
              }
              data={['Auto', 'Light', 'Dark']}
              style={{ alignSelf: 'flex-start' }}
            />
            <Text size="sm" c="dimmed">
              Auto follows your device's light or dark setting.
            </Text>
          </Stack>
        </Stack>
      </Paper>
    </Stack>
  );
}
