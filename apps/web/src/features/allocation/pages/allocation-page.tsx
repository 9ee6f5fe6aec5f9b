import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  NumberInput,
  Paper,
  Progress,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { useCloseRound } from '@/features/allocation/api/close-round';
import { useMyRound } from '@/features/allocation/api/get-my-round';
import { useRun } from '@/features/allocation/api/get-run';
import { useStartRun } from '@/features/allocation/api/start-run';
import { calendarDay } from '@/features/allocation/calendar-day';
import { OpenRoundForm } from '@/features/allocation/components/open-round-form';
import { QuotaImport } from '@/features/allocation/components/quota-import';
import { RunReport } from '@/features/allocation/components/run-report';
import { errorDetail, fieldErrors, isApiErrorResponse } from '@/lib/api/api-errors';
import { useSession } from '@/lib/auth/use-session';

const PHASES: Record<string, string> = {
  queued: 'Waiting to start…',
  reading: 'Reading the round…',
  solving: 'Working out the rota…',
  staging: 'Staging the duties…',
  done: 'Done',
  failed: 'Failed',
};

/**
 * /allocation (admin): the allocation round. Open one for a season; import quotas; follow
 * who has answered; run the auto-fill (a job: progress, then its report). The result is
 * staged unpublished in each event's planner, for review and publishing as usual.
 */
export default function AllocationPage() {
  const settings = useSession().user?.settings;
  const round = useMyRound();
  const start = useStartRun();
  const [runId, setRunId] = useState<number | null>(null);
  const run = useRun(runId);
  const [asking, setAsking] = useState(false);
  const close = useCloseRound();
  const [closing, setClosing] = useState(false);
  const [closeError, setCloseError] = useState<string | null>(null);
  const [seconds, setSeconds] = useState<number>(20);
  const [error, setError] = useState<string | null>(null);

  if (round.isPending) return <PageLoader />;
  const open = round.data?.round ?? null;
  const progress = round.data?.progress;

  const runIt = async () => {
    if (!open) return;
    setError(null);
    try {
      setRunId((await start.mutateAsync({ round: open.id, seconds })).id);
      setAsking(false);
    } catch (e) {
      if (!isApiErrorResponse(e)) throw e;
      const fields = fieldErrors(e.body);
      setError(errorDetail(e.body) ?? fields.non_field_errors ?? 'The auto-fill did not start.');
    }
  };

  const closeIt = async () => {
    if (!open) return;
    setCloseError(null);
    try {
      await close.mutateAsync(open.id);
      setClosing(false);
      setRunId(null);
    } catch (e) {
      if (!isApiErrorResponse(e)) throw e;
      const fields = fieldErrors(e.body);
      setCloseError(errorDetail(e.body) ?? fields.non_field_errors ?? 'The round did not close.');
    }
  };

  return (
    <Container size="lg" py="md">
      <Stack>
        <PageHeader
          title="Allocation round"
          description="Members mark the season's duties want, can or can't; the auto-fill then fills the whole season at once, fairly, for you to review before publishing."
        />
        {!open ? (
          <OpenRoundForm />
        ) : (
          <>
            <Paper withBorder p="md" data-testid="round-summary">
              <Stack gap={4}>
                <Title order={2} size="h4">
                  {open.name}
                </Title>
                <Text size="sm">
                  {`${calendarDay(open.starts, settings)} to ${calendarDay(open.ends, settings)}; preferences close ${calendarDay(open.closes, settings)}. ${open.default_quota} duties each unless imported; at most ${open.max_per_day} a day and ${open.max_per_week} a week.`}
                </Text>
                {progress && (
                  <Text size="sm" data-testid="round-progress">
                    {progress.answered} of {progress.members} members have marked their preferences.
                  </Text>
                )}
                <Group justify="space-between">
                  <Anchor component={Link} to="/allocation/mine" size="sm">
                    Mark your own preferences
                  </Anchor>
                  <Button variant="default" color="red" size="xs" onClick={() => setClosing(true)}>
                    Close round
                  </Button>
                </Group>
              </Stack>
            </Paper>
            <QuotaImport round={open.id} />
            <Paper withBorder p="md">
              <Stack>
                <Title order={2} size="h4">
                  Auto-fill
                </Title>
                <Group align="end">
                  <NumberInput
                    label="Time limit (seconds)"
                    min={1}
                    max={120}
                    value={seconds}
                    onChange={(v) => setSeconds(Number(v) || 20)}
                    w={180}
                  />
                  <Button
                    onClick={() => setAsking(true)}
                    loading={run.data?.status === 'queued' || run.data?.status === 'running'}
                  >
                    Run auto-fill
                  </Button>
                </Group>
                {error && <Alert color="red">{error}</Alert>}
                {run.data && (
                  <Stack gap={4} data-testid="run-status">
                    <Text size="sm">{PHASES[run.data.phase] ?? run.data.phase}</Text>
                    <Progress value={run.data.progress} aria-label="Auto-fill progress" />
                    {run.data.error && <Alert color="red">{run.data.error}</Alert>}
                  </Stack>
                )}
                {run.data?.report && <RunReport report={run.data.report} />}
              </Stack>
            </Paper>
          </>
        )}
      </Stack>
      <ConfirmDialog
        opened={asking}
        title="Run the auto-fill"
        confirmLabel="Run auto-fill"
        loading={start.isPending}
        error={error}
        onConfirm={() => void runIt()}
        onClose={() => setAsking(false)}
      >
        The season's open shifts are filled as staged duties, unpublished: nobody is told or sees
        them until you publish each event. Shifts already filled stay as they are.
      </ConfirmDialog>
      <ConfirmDialog
        opened={closing}
        title="Close the round"
        confirmLabel="Close round"
        danger
        loading={close.isPending}
        error={closeError}
        onConfirm={() => void closeIt()}
        onClose={() => setClosing(false)}
      >
        Members can no longer mark their preferences and the auto-fill can no longer run. Duties it
        staged stay in the planner as they are. You can then open the next round.
      </ConfirmDialog>
    </Container>
  );
}
