import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/SegmentedControl.css';
import type { OfferShift } from '@crewcall/contract';
import {
  Alert,
  Button,
  Group,
  Loader,
  Modal,
  SegmentedControl,
  Select,
  Stack,
  Text,
} from '@mantine/core';
import { useState } from 'react';
import { useCreateOffer, useOfferCandidates } from '@/features/offers/api/offers';
import { errorText, shiftTitle, shiftWhen } from '@/features/offers/components/offer-texts';
import { useSession } from '@/lib/auth/use-session';

type Mode = 'club' | 'member';

/**
 * "Offer this duty": to the club (anyone qualified and free may take it; people waiting
 * for the shift get their turn first), or to one member, optionally as a swap for one of
 * their shifts. The button at the bottom is the confirmation: it says what will happen.
 */
export function OfferDialog({ shift, onClose }: { shift: OfferShift | null; onClose: () => void }) {
  const settings = useSession().user?.settings;
  const [mode, setMode] = useState<Mode>('club');
  const [to, setTo] = useState<string | null>(null);
  const [swap, setSwap] = useState<string | null>(null);
  const candidates = useOfferCandidates(shift && mode === 'member' ? shift.id : null);
  const create = useCreateOffer();
  const people = candidates.data?.people ?? [];
  const chosen = people.find((p) => String(p.id) === to);

  const close = () => {
    setMode('club');
    setTo(null);
    setSwap(null);
    create.reset();
    onClose();
  };
  const submit = () => {
    if (!shift) return;
    create.mutate(
      {
        shift: shift.id,
        ...(mode === 'member' && to ? { to: Number(to) } : {}),
        ...(mode === 'member' && to && swap ? { swap_shift: Number(swap) } : {}),
      },
      { onSuccess: close },
    );
  };
  const ready = mode === 'club' || to !== null;
  const action =
    mode === 'club'
      ? 'Offer to the club'
      : swap
        ? `Offer a swap to ${chosen?.name ?? 'them'}`
        : `Offer to ${chosen?.name ?? 'this member'}`;

  return (
    <Modal
      opened={shift !== null}
      onClose={close}
      title="Offer this duty"
      closeButtonProps={{ 'aria-label': 'Close without offering' }}
    >
      {shift && (
        <Stack gap="md">
          <div>
            <Text fw={600}>{shiftTitle(shift)}</Text>
            <Text size="sm" c="dimmed">
              {shiftWhen(shift, settings)}
            </Text>
          </div>
          <SegmentedControl
            fullWidth
            value={mode}
            onChange={(value) => setMode(value as Mode)}
            data={[
              { value: 'club', label: 'To the club' },
              { value: 'member', label: 'To a member' },
            ]}
            aria-label="Whom to offer it to"
          />
          {mode === 'club' ? (
            <Text size="sm">
              Everyone who is qualified and free then gets an email with a link to accept. The first
              to accept takes the shift; until then it stays yours. People on its waiting list are
              asked first.
            </Text>
          ) : candidates.isPending ? (
            <Loader size="sm" aria-label="Loading who could take it" />
          ) : people.length === 0 ? (
            <Text size="sm">Nobody else is qualified and free at that time.</Text>
          ) : (
            <>
              <Select
                label="Member"
                placeholder="Choose a member"
                searchable
                data={people.map((p) => ({ value: String(p.id), label: p.name }))}
                value={to}
                onChange={(value) => {
                  setTo(value);
                  setSwap(null);
                }}
                comboboxProps={{ withinPortal: true }}
              />
              {chosen && chosen.shifts.length > 0 && (
                <Select
                  label="Swap for one of their shifts (optional)"
                  placeholder="No swap: just give it"
                  clearable
                  data={chosen.shifts.map((s) => ({
                    value: String(s.id),
                    label: `${shiftTitle(s)}, ${shiftWhen(s, settings)}`,
                  }))}
                  value={swap}
                  onChange={setSwap}
                  comboboxProps={{ withinPortal: true }}
                />
              )}
            </>
          )}
          {create.isError && (
            <Alert color="red" role="alert">
              {errorText(create.error)}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button onClick={submit} disabled={!ready} loading={create.isPending}>
              {action}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
