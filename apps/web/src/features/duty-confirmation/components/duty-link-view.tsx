import '@mantine/core/styles/Skeleton.css';
import type { DutyAnswerResult, DutyLink } from '@crewcall/contract';
import {
  Alert,
  Anchor,
  Button,
  Container,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconLinkOff } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useAnswerDutyLink, useDutyLink } from '@/features/duty-confirmation/api/duty-link';
import { errorDetail, isApiErrorResponse } from '@/lib/api/api-errors';
import { useSession } from '@/lib/auth/use-session';
import { formatDate, formatTime } from '@/lib/formats';

export type DutyLinkAction = 'confirm' | 'cant-make-it';

const NOT_VALID = 'This link is not valid. Open it from the email it came in.';

/** The server's reason a link does not work (its `detail`), or the generic one. */
const reasonOf = (error: unknown) =>
  (isApiErrorResponse(error) ? errorDetail(error.body) : undefined) ??
  'Something went wrong. Please try again.';

/** "Sat 14 Jun 2025, 09:30–11:30 (Europe/London)": the club's clock, named. */
function whenText(duty: DutyLink) {
  return `${formatDate(duty.start)}, ${formatTime(duty.start)}–${formatTime(duty.end)} (${duty.time_zone})`;
}

function DutySummary({ duty }: { duty: DutyLink }) {
  return (
    <Paper withBorder p="md" radius="md" data-testid="duty-summary">
      <Stack gap={4}>
        <Text fw={700}>{duty.event_name}</Text>
        <Text>{whenText(duty)}</Text>
        {duty.role_name && <Text c="dimmed">Role: {duty.role_name}</Text>}
        {duty.location_name && <Text c="dimmed">Location: {duty.location_name}</Text>}
      </Stack>
    </Paper>
  );
}

const OUTCOME_TEXT: Record<DutyAnswerResult['outcome'], string> = {
  confirmed: 'Thank you: your duty is confirmed. See you there.',
  already_confirmed: 'You had already confirmed this duty. See you there.',
  cant_make_it: "Thank you for telling us. The club's admins know you can't make it.",
  already_cant_make_it: "You had already told the club you can't make it.",
};

/**
 * The page of a duty's link from a shift reminder (`/duty/confirm/{token}`,
 * `/duty/cant-make-it/{token}`; no login: the token is the proof, see the API's
 * duty-confirmation.routes.ts). It shows the duty in the club's time zone and the outcome.
 * "Confirm" answers as the page opens (the click in the email was the answer); "Can't make
 * it" asks once more first, since the admins are told and start looking for someone else.
 * A link that does not work says why (not valid, another club's, started, changed).
 */
export function DutyLinkView({ token, action }: { token: string; action: DutyLinkAction }) {
  const duty = useDutyLink(token);
  const answer = useAnswerDutyLink(token);
  const loggedIn = useSession().status === 'authenticated';
  const asked = useRef(false);
  const data = duty.data;

  // The Confirm link answers by being opened (once, whatever React renders twice).
  useEffect(() => {
    if (action !== 'confirm' || !data || data.answer !== 'pending' || asked.current) return;
    asked.current = true;
    answer.mutate('confirm');
  }, [action, data, answer]);

  const home = (
    <Button component={Link} to={loggedIn ? '/dashboard' : '/hello'} variant="default">
      {loggedIn ? 'Go to the dashboard' : 'Log in'}
    </Button>
  );

  if (token === '' || duty.isError) {
    return (
      <Container size="sm" px={0}>
        <Stack gap="md" align="flex-start">
          <Title order={1}>Your duty</Title>
          <Alert
            color="red"
            variant="light"
            title="This link does not work"
            icon={<IconLinkOff size={18} aria-hidden />}
            data-testid="duty-link-refused"
          >
            {token === '' ? NOT_VALID : reasonOf(duty.error)}
          </Alert>
          {home}
        </Stack>
      </Container>
    );
  }

  if (!data) {
    return (
      <Container size="sm" px={0}>
        <Stack gap="md" role="status" aria-label="Loading your duty">
          <Skeleton height={34} width="50%" />
          <Skeleton height={96} />
        </Stack>
      </Container>
    );
  }

  const greeting = data.first_name ? `Hello, ${data.first_name}.` : 'Hello.';
  const outcome = answer.data?.outcome;
  return (
    <Container size="sm" px={0}>
      <Stack gap="md">
        <div>
          <Text c="dimmed" fw={600} size="sm">
            {data.club_name}
          </Text>
          <Title order={1}>{action === 'confirm' ? 'Confirm your duty' : "Can't make it?"}</Title>
        </div>
        <Text>{greeting}</Text>
        <DutySummary duty={data} />
        <div aria-live="polite" role="status">
          {outcome && (
            <Alert
              color={outcome.endsWith('confirmed') ? 'green' : 'blue'}
              variant="light"
              icon={<IconCircleCheck size={18} aria-hidden />}
              data-testid="duty-outcome"
            >
              {OUTCOME_TEXT[outcome]}
            </Alert>
          )}
          {answer.isError && (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertTriangle size={18} aria-hidden />}
              data-testid="duty-outcome"
            >
              {reasonOf(answer.error)}
            </Alert>
          )}
          {!outcome && !answer.isPending && !answer.isError && (
            <AnswerSoFar duty={data} action={action} />
          )}
          {answer.isPending && <Text c="dimmed">Saving your answer…</Text>}
        </div>
        {action === 'cant-make-it' && data.answer !== 'cant_make_it' && !outcome && (
          <Stack gap="xs" align="flex-start">
            <Text>
              Tell {data.club_name} you can't make this duty? Its admins are told, and will look for
              someone else.
            </Text>
            <Button
              color="red"
              loading={answer.isPending}
              onClick={() => answer.mutate('cant-make-it')}
            >
              Yes, I can't make it
            </Button>
            <Anchor component={Link} to={`/duty/confirm/${encodeURIComponent(token)}`}>
              I can make it: confirm instead
            </Anchor>
          </Stack>
        )}
        {home}
      </Stack>
    </Container>
  );
}

/** The duty's answer before this visit answered anything. */
function AnswerSoFar({ duty, action }: { duty: DutyLink; action: DutyLinkAction }) {
  if (duty.answer === 'confirmed' && action === 'confirm') {
    return (
      <Alert color="green" variant="light" data-testid="duty-outcome">
        {OUTCOME_TEXT.already_confirmed}
      </Alert>
    );
  }
  if (duty.answer === 'cant_make_it') {
    return (
      <Alert color="blue" variant="light" data-testid="duty-outcome">
        {OUTCOME_TEXT.already_cant_make_it} Ask the club's admins if you can make it after all.
      </Alert>
    );
  }
  return null;
}
