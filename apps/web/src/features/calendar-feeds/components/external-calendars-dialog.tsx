import '@/components/form-overlay-styles';
import { Alert, Button, Center, Loader, Modal, Stack, Switch, Text } from '@mantine/core';
import { IconAlertTriangle, IconCalendarShare } from '@tabler/icons-react';
import { useState } from 'react';
import { FormActions } from '@/components/form-actions';
import {
  useExternalCalendars,
  useSetHiddenExternalCalendars,
} from '@/features/calendar-feeds/api/external-calendars';
import { useSite } from '@/lib/site/site-context';

/** A short name for an address: its host, e.g. `rowing.example`. */
export function calendarLabel(address: string): string {
  try {
    return new URL(address).host || address;
  } catch {
    return address;
  }
}

/**
 * The external-calendars dialog (spec section 2): each of the club's allowed calendars
 * with a show/hide switch. Each change is saved to the server at once (the member's
 * `hidden_external_calendars`), so the choice follows them to every device.
 */
export function ExternalCalendarsDialog({
  opened,
  onClose,
}: {
  opened: boolean;
  onClose: () => void;
}) {
  const calendars = useExternalCalendars(opened);
  const save = useSetHiddenExternalCalendars();
  const list = calendars.data?.calendars ?? [];
  // While a change is saving, show it already; if it fails, the saved state comes back.
  const hidden = new Set(
    save.isPending ? save.variables : list.filter((c) => c.hidden).map((c) => c.url),
  );

  const toggle = (url: string, show: boolean) => {
    const next = new Set(hidden);
    if (show) next.delete(url);
    else next.add(url);
    save.mutate([...next]);
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="External calendars"
      centered
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Other clubs' public calendars, shown in grey beside your club's events. Hide the ones you
          do not need; your choice is saved for you on every device.
        </Text>
        {calendars.isPending ? (
          <Center py="md" role="status" aria-live="polite">
            <Loader size="sm" aria-label="Loading external calendars" />
          </Center>
        ) : calendars.isError ? (
          <Alert color="red" variant="light" role="alert" title="Not loaded">
            The external calendars could not be loaded. Close this dialog and try again.
          </Alert>
        ) : list.length === 0 ? (
          <Text size="sm">Your club shows no other clubs' calendars.</Text>
        ) : (
          <Stack gap="sm" role="group" aria-label="External calendars">
            {list.map((calendar) => (
              <Switch
                key={calendar.url}
                checked={!hidden.has(calendar.url)}
                onChange={(event) => toggle(calendar.url, event.currentTarget.checked)}
                disabled={save.isPending}
                label={calendarLabel(calendar.url)}
                description={calendar.url}
                styles={{ description: { overflowWrap: 'anywhere' } }}
              />
            ))}
          </Stack>
        )}
        {save.isError && (
          <Alert
            color="red"
            variant="light"
            role="alert"
            icon={<IconAlertTriangle size={18} aria-hidden />}
            title="Not saved"
          >
            Your change was not saved. Try again.
          </Alert>
        )}
        <FormActions>
          <Button variant="default" onClick={onClose} data-autofocus>
            Close
          </Button>
        </FormActions>
      </Stack>
    </Modal>
  );
}

/**
 * The calendar's button that opens the dialog; nothing when the club allows no external
 * calendars (spec: the dialog is there "when the site allows some").
 */
export function ExternalCalendarsButton() {
  const site = useSite();
  const [opened, setOpened] = useState(false);
  if (site.allowed_external_calendars.length === 0) return null;
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconCalendarShare size={16} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        External calendars
      </Button>
      <ExternalCalendarsDialog opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}
