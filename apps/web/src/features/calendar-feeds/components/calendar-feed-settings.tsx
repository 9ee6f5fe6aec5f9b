import '@/components/form-overlay-styles';
import {
  ActionIcon,
  Alert,
  Button,
  CopyButton,
  Group,
  Loader,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconCalendarShare, IconCheck, IconCopy, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { useMyFeed, useResetMyFeed } from '@/features/calendar-feeds/api/my-feed';
import { useSession } from '@/lib/auth/use-session';
import { formatDate } from '@/lib/formats';
import { clubFeedUrl } from '@/lib/site/club-feed';
import { useSite } from '@/lib/site/site-context';

/** A read-only address with a copy button beside it. */
function FeedAddress({ label, value }: { label: string; value: string }) {
  return (
    <TextInput
      label={label}
      value={value}
      readOnly
      onFocus={(event) => event.currentTarget.select()}
      rightSection={
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? 'Copied' : 'Copy'} withArrow>
              <ActionIcon
                variant="subtle"
                color={copied ? 'teal' : 'gray'}
                onClick={copy}
                aria-label={copied ? `${label} copied` : `Copy ${label.toLowerCase()}`}
              >
                {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      }
    />
  );
}

/**
 * The member's calendar feeds: the club programme's (its public events) and their personal
 * webcal link of their published shifts, each to copy or to open in a calendar app. The
 * personal link holds a secret the server keeps only hashed, so it is shown once, right
 * after it is made; "Reset link" makes a new one (the old one stops working) after asking.
 */
export function CalendarFeedSettings() {
  const site = useSite();
  const settings = useSession().user?.settings;
  const feed = useMyFeed();
  const reset = useResetMyFeed();
  const [newUrl, setNewUrl] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const makeLink = async () => {
    try {
      const made = await reset.mutateAsync();
      setNewUrl(made.url);
      setConfirming(false);
    } catch {
      // the dialog (or the alert below) says it was not done
    }
  };

  const clubFeed = clubFeedUrl(site.url);

  return (
    <Stack gap="md">
      <Title order={3} size="h4">
        Club programme
      </Title>
      <Text size="sm">
        The club's public events in your phone's or computer's calendar app, kept up to date.
      </Text>
      <FeedAddress label="Club programme feed" value={clubFeed} />
      <Group>
        <Button
          component="a"
          href={clubFeed}
          variant="light"
          leftSection={<IconCalendarShare size={16} aria-hidden />}
        >
          Subscribe to the club programme
        </Button>
      </Group>
      <Title order={3} size="h4">
        My shifts
      </Title>
      <Text size="sm">
        Subscribe to your published shifts in your phone's or computer's calendar app. Your link is
        private: anyone who has it can see your shifts.
      </Text>
      {feed.isPending ? (
        <Loader size="sm" aria-label="Loading your calendar feed" />
      ) : feed.isError ? (
        <Alert color="red" variant="light" role="alert" title="Not loaded">
          Your calendar feed could not be loaded. Reload the page to try again.
        </Alert>
      ) : newUrl ? (
        <Stack gap="xs">
          <Alert color="blue" variant="light" title="Your new feed link">
            Copy it now, or open it in your calendar app: for your safety it is shown only this
            once.
          </Alert>
          <FeedAddress label="My shifts feed" value={newUrl} />
          <Group>
            <Button
              component="a"
              href={newUrl}
              variant="light"
              leftSection={<IconCalendarShare size={16} aria-hidden />}
            >
              Open in calendar app
            </Button>
            <Button variant="subtle" color="red" onClick={() => setConfirming(true)}>
              Reset link
            </Button>
          </Group>
        </Stack>
      ) : feed.data.exists ? (
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            You have a feed link, made {formatDate(feed.data.created_at ?? '', settings)}. It was
            shown only when it was made; reset it to get a new link.
          </Text>
          <Button
            variant="default"
            color="red"
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={() => setConfirming(true)}
          >
            Reset link
          </Button>
        </Stack>
      ) : (
        <Stack gap="xs" align="flex-start">
          <Text size="sm" c="dimmed">
            You have no feed link yet.
          </Text>
          <Button onClick={makeLink} loading={reset.isPending}>
            Create my feed link
          </Button>
          {reset.isError && !confirming && (
            <Text size="sm" c="red" role="alert">
              The link was not made. Try again.
            </Text>
          )}
        </Stack>
      )}
      <ConfirmDialog
        opened={confirming}
        title="Reset your feed link?"
        confirmLabel="Reset link"
        danger
        loading={reset.isPending}
        error={reset.isError ? 'The link was not reset. Try again later.' : null}
        onConfirm={makeLink}
        onClose={() => {
          reset.reset();
          setConfirming(false);
        }}
      >
        Calendars subscribed to your current link stop updating at once. You get a new link to
        subscribe with.
      </ConfirmDialog>
    </Stack>
  );
}
