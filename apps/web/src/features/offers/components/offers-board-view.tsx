import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Skeleton.css';
import type { FullShift, Offer, OfferShift, OffersBoard } from '@crewcall/contract';
import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router-dom';
import { useOfferAction, useOffersBoard, useWaitingListPlace } from '@/features/offers/api/offers';
import { ConfirmButton } from '@/features/offers/components/confirm-button';
import { OfferDialog } from '@/features/offers/components/offer-dialog';
import {
  errorText,
  offerFrom,
  offerState,
  shiftTitle,
  shiftWhen,
} from '@/features/offers/components/offer-texts';
import { useSession } from '@/lib/auth/use-session';

/** One shift as a row: what and when, a note, and its buttons (they wrap on a phone). */
function ShiftRow({
  shift,
  note,
  children,
  testId,
}: {
  shift: OfferShift;
  note?: ReactNode;
  children?: ReactNode;
  testId: string;
}) {
  const settings = useSession().user?.settings;
  return (
    <Paper withBorder p="sm" radius="sm" data-testid={testId}>
      <Group justify="space-between" gap="sm" wrap="wrap" align="flex-start">
        <div style={{ minWidth: 0, flex: '1 1 14rem' }}>
          <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
            <Link to={`/events/${shift.event}`}>{shiftTitle(shift)}</Link>
          </Text>
          <Text size="sm" c="dimmed">
            {shiftWhen(shift, settings)}
          </Text>
          {note}
        </div>
        <Group gap="xs" wrap="wrap">
          {children}
        </Group>
      </Group>
    </Paper>
  );
}

function Section({
  title,
  empty,
  children,
}: {
  title: string;
  empty: string;
  children: ReactNode[];
}) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={3} size="h5">
        {title}
      </Title>
      {children.length ? (
        children
      ) : (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The duties board (issue 25): the member's upcoming shifts with "Offer this duty" or
 * "Withdraw offer", the open offers they may take, full shifts to wait for, and, for
 * admins, accepted offers waiting for approval.
 * Every action asks for confirmation first; its outcome is said in place.
 */
export function OffersBoardView() {
  const board = useOffersBoard();
  const [offering, setOffering] = useState<OfferShift | null>(null);
  const withdraw = useOfferAction('withdraw');
  const take = useOfferAction('take');
  const approve = useOfferAction('approve');
  const decline = useOfferAction('decline');
  const place = useWaitingListPlace();
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);
  const outcome = (ok: string) => ({
    onSuccess: (answer: unknown) =>
      setSaid({
        ok: true,
        text: (answer as { detail?: string } | undefined)?.detail ?? ok,
      }),
    onError: (error: unknown) => setSaid({ ok: false, text: errorText(error) }),
  });

  if (board.isPending) {
    return (
      <Stack gap="xs" role="status" aria-label="Loading your duties">
        <Skeleton height={20} width="40%" />
        <Skeleton height={60} />
        <Skeleton height={60} />
      </Stack>
    );
  }
  if (board.isError) {
    return (
      <Alert color="red" role="alert">
        Your duties did not load. Please try again.
      </Alert>
    );
  }
  const data: OffersBoard = board.data;

  const myRows = data.my_shifts.map((shift) => (
    <ShiftRow
      key={shift.id}
      shift={shift}
      testId="my-duty"
      note={
        shift.offer && (
          <Badge
            mt={4}
            variant="light"
            color={shift.offer.status === 'pending' ? 'orange' : 'blue'}
          >
            {offerState(shift.offer)}
          </Badge>
        )
      }
    >
      {shift.offer && shift.offer.status === 'open' && shift.offer.from !== null ? (
        <ConfirmButton
          label="Withdraw offer"
          variant="default"
          title="Withdraw the offer?"
          message="The shift stays yours, and nobody can accept it any more."
          confirmLabel="Withdraw offer"
          loading={withdraw.isPending && withdraw.variables === shift.offer.id}
          onConfirm={() =>
            withdraw.mutate((shift.offer as Offer).id, outcome('The offer is withdrawn.'))
          }
        />
      ) : (
        !shift.offer && (
          <Button size="xs" variant="light" onClick={() => setOffering(shift)}>
            Offer this duty
          </Button>
        )
      )}
    </ShiftRow>
  ));

  const openRows = data.open_offers.map((offer) => (
    <ShiftRow
      key={offer.id}
      shift={offer.shift}
      testId="open-offer"
      note={
        <Text size="xs" c="dimmed">
          {offerFrom(offer)}
          {offer.swap_shift ? ` (you give ${shiftTitle(offer.swap_shift)})` : ''}
        </Text>
      }
    >
      <ConfirmButton
        label="Take this shift"
        title="Take this shift?"
        message={`${shiftTitle(offer.shift)} becomes yours${
          offer.swap_shift ? `, and ${offer.from_name ?? 'they'} take your shift` : ''
        }.`}
        confirmLabel="Take it"
        loading={take.isPending && take.variables === offer.id}
        onConfirm={() => take.mutate(offer.id, outcome('The shift is yours.'))}
      />
    </ShiftRow>
  ));

  const fullRows = data.full_shifts.map((shift: FullShift) => (
    <ShiftRow
      key={shift.id}
      shift={shift}
      testId="full-shift"
      note={
        <Text size="xs" c="dimmed">
          {shift.my_position
            ? `You are number ${shift.my_position} of ${shift.waiting} waiting.`
            : shift.waiting
              ? `${shift.waiting} waiting.`
              : 'Nobody waiting yet.'}
        </Text>
      }
    >
      {shift.my_position ? (
        <ConfirmButton
          label="Leave waiting list"
          variant="default"
          title="Leave the waiting list?"
          message="You lose your place; joining again puts you at the end."
          confirmLabel="Leave"
          onConfirm={() =>
            place.mutate({ shiftId: shift.id, join: false }, outcome('You left the waiting list.'))
          }
        />
      ) : (
        <Button
          size="xs"
          variant="light"
          loading={place.isPending && place.variables?.shiftId === shift.id}
          onClick={() =>
            place.mutate(
              { shiftId: shift.id, join: true },
              outcome('You are on the waiting list. If the shift frees up, you will get an email.'),
            )
          }
        >
          Join waiting list
        </Button>
      )}
    </ShiftRow>
  ));

  const approvalRows = data.awaiting_approval.map((offer) => (
    <ShiftRow
      key={offer.id}
      shift={offer.shift}
      testId="awaiting-approval"
      note={
        <Text size="xs" c="dimmed">
          {`${offer.taken_by_name ?? 'A member'} would take it from ${offer.from_name ?? 'nobody'}${
            offer.swap_shift ? ` (a swap for ${shiftTitle(offer.swap_shift)})` : ''
          }.`}
        </Text>
      }
    >
      <ConfirmButton
        label="Approve"
        title="Approve this change?"
        message="The shift moves now, and both people are told."
        confirmLabel="Approve"
        onConfirm={() => approve.mutate(offer.id, outcome('Approved: the shift has moved.'))}
      />
      <ConfirmButton
        label="Decline"
        color="red"
        variant="light"
        title="Decline this change?"
        message="The shift stays with its person."
        confirmLabel="Decline"
        onConfirm={() => decline.mutate(offer.id, outcome('Declined: nothing changed.'))}
      />
    </ShiftRow>
  ));

  return (
    <Stack gap="md">
      {said && (
        <Alert
          color={said.ok ? 'green' : 'red'}
          role={said.ok ? 'status' : 'alert'}
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => setSaid(null)}
        >
          {said.text}
        </Alert>
      )}
      {approvalRows.length > 0 && (
        <Section title="Waiting for your approval" empty="">
          {approvalRows}
        </Section>
      )}
      <Section title="Open offers" empty="Nobody is offering a shift you could take right now.">
        {openRows}
      </Section>
      <Section title="Your duties" empty="You have no upcoming published shifts.">
        {myRows}
      </Section>
      <Section title="Full shifts you could wait for" empty="No full shifts in the coming weeks.">
        {fullRows}
      </Section>
      <OfferDialog shift={offering} onClose={() => setOffering(null)} />
    </Stack>
  );
}
