import '@/features/requests/requests-styles';
import { Button, Group, Text, Tooltip } from '@mantine/core';
import { IconChecks } from '@tabler/icons-react';
import { useState } from 'react';
import { useSeriesSignupPlan } from '@/features/requests/api/series-signup';
import { SeriesSignupDialog } from '@/features/requests/series/series-signup-dialog';
import { useSession } from '@/lib/auth/use-session';

export { signedUpText } from '@/features/requests/series/series-signup-dialog';

/**
 * 'Signup to all events' of a series (spec section 2): asks first, in a dialog, for the
 * series' events still ahead where the person has no shift or request (the server's
 * plan), with role, assignment and comments. Says how many events the person has asked
 * for; disabled when there is nothing left to ask for.
 */
export function SeriesSignup({ seriesId, eventCount }: { seriesId: number; eventCount: number }) {
  const personId = useSession().user?.id;
  const plan = useSeriesSignupPlan(seriesId, personId);
  const [opened, setOpened] = useState(false);
  const asked = plan.data?.skipped.filter((event) => event.reason === 'request').length ?? 0;
  const none = plan.data !== undefined && plan.data.ask.length === 0;

  const button = (
    <Button
      onClick={() => setOpened(true)}
      loading={plan.isPending}
      disabled={none || eventCount === 0}
      leftSection={<IconChecks size={16} aria-hidden />}
      data-testid="series-signup"
    >
      Signup to all events
    </Button>
  );

  return (
    <Group gap="sm" justify="space-between" wrap="wrap">
      {plan.data !== undefined && eventCount > 0 ? (
        <Text size="sm" c="dimmed" data-testid="series-requested">
          You have asked for {asked} of {eventCount} events.
        </Text>
      ) : (
        <span />
      )}
      {(none || eventCount === 0) && !plan.isPending ? (
        <Tooltip
          label={
            eventCount === 0
              ? 'This series has no events yet.'
              : 'Nothing left to ask for: the other events are over, or you have a shift or a request on them.'
          }
        >
          {/* A disabled button gets no pointer events: the wrapper carries the tooltip. */}
          <span>{button}</span>
        </Tooltip>
      ) : (
        button
      )}
      {plan.data && (
        <SeriesSignupDialog
          seriesId={seriesId}
          plan={plan.data}
          opened={opened}
          onClose={() => setOpened(false)}
        />
      )}
    </Group>
  );
}
