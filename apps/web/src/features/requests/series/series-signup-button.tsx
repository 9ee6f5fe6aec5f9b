import '@/features/requests/requests-styles';
import { Button, Group, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChecks } from '@tabler/icons-react';
import { useSeriesRequestedEvents, useSeriesSignup } from '@/features/requests/api/series-signup';
import { useSession } from '@/lib/auth/use-session';

export const signedUpText = (created: number) =>
  created === 0
    ? 'You had already asked for every event of this series.'
    : `Asked for ${created} event${created === 1 ? '' : 's'} of this series.`;

/**
 * 'Signup to all events' of a series (spec section 2): one request per event, comments
 * 'Series Auto-Signup', with how many of its events the person has asked for. Disabled
 * once that is all of them.
 */
export function SeriesSignup({ seriesId, eventCount }: { seriesId: number; eventCount: number }) {
  const personId = useSession().user?.id;
  const requested = useSeriesRequestedEvents(seriesId, personId);
  const signup = useSeriesSignup(seriesId);
  const asked = requested.data ?? 0;
  const all = eventCount === 0 || asked >= eventCount;

  const click = async () => {
    try {
      const result = await signup.mutateAsync();
      notifications.show({
        color: 'green',
        title: 'Signed up',
        message: signedUpText(result.created),
      });
    } catch {
      // the API client's banner or error page says what went wrong
    }
  };

  const button = (
    <Button
      onClick={click}
      loading={signup.isPending || requested.isPending}
      disabled={all}
      leftSection={<IconChecks size={16} aria-hidden />}
      data-testid="series-signup"
    >
      Signup to all events
    </Button>
  );

  return (
    <Group gap="sm" justify="space-between" wrap="wrap">
      {requested.data !== undefined && eventCount > 0 ? (
        <Text size="sm" c="dimmed" data-testid="series-requested">
          You have asked for {asked} of {eventCount} events.
        </Text>
      ) : (
        <span />
      )}
      {all && !requested.isPending ? (
        <Tooltip
          label={
            eventCount === 0 ? 'This series has no events yet.' : 'You have asked for every event.'
          }
        >
          {/* A disabled button gets no pointer events: the wrapper carries the tooltip. */}
          <span>{button}</span>
        </Tooltip>
      ) : (
        button
      )}
    </Group>
  );
}
