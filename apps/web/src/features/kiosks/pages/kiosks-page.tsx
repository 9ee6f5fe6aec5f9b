import '@/features/kiosks/kiosks-styles';
import type { KioskRow, KioskWithSecret } from '@crewcall/contract';
import { Button, Container, Group, Stack, Text } from '@mantine/core';
import { IconDeviceTablet, IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { useDeleteKiosk } from '@/features/kiosks/api/delete-kiosk';
import { useKiosks } from '@/features/kiosks/api/get-kiosks';
import { useRevokeKiosk } from '@/features/kiosks/api/revoke-kiosk';
import { useRotateKiosk } from '@/features/kiosks/api/rotate-kiosk';
import { type KioskAction, KioskCard } from '@/features/kiosks/components/kiosk-card';
import { KioskFormDialog } from '@/features/kiosks/components/kiosk-form-dialog';
import { SecretDialog } from '@/features/kiosks/components/secret-dialog';
import { errorDetail, isApiErrorResponse } from '@/lib/api/api-errors';
import { useCollectionList } from '@/lib/api/collections/get-collection-list';
import { readKioskSecret } from '@/lib/kiosk-device';

const QUESTIONS: Record<
  KioskAction,
  { title: string; label: string; text: (name: string) => string }
> = {
  rotate: {
    title: 'Rotate secret',
    label: 'Rotate secret',
    text: (name) =>
      `${name} gets a new secret, shown once. The old one stops working at once: the tablet using it needs the new one.`,
  },
  revoke: {
    title: 'Revoke kiosk',
    label: 'Revoke',
    text: (name) =>
      `${name} stops working at once: its secret is refused until you rotate it. Shifts it recorded stay.`,
  },
  delete: {
    title: 'Delete kiosk',
    label: 'Delete',
    text: (name) => `${name} is deleted and its secret stops working. Shifts it recorded stay.`,
  },
};

/**
 * /kiosks/{pk?} (admin): the club's sign-in tablets. Add one, edit it (the pk opens it),
 * rotate its secret, revoke or delete it (each after a question). A new secret is shown
 * once, with "Use this device as the kiosk".
 */
export default function KiosksPage() {
  const { pk } = useParams();
  const navigate = useNavigate();
  const kiosks = useKiosks();
  const locations = useCollectionList<{ id: number; name: string }>('locations', { limit: 'all' });
  const [adding, setAdding] = useState(false);
  const [asked, setAsked] = useState<{ action: KioskAction; kiosk: KioskRow } | null>(null);
  const [secret, setSecret] = useState<KioskWithSecret | null>(null);
  const [error, setError] = useState<string | null>(null);
  const rotate = useRotateKiosk();
  const revoke = useRevokeKiosk();
  const remove = useDeleteKiosk();
  const busy = rotate.isPending || revoke.isPending || remove.isPending;

  const locationNames = useMemo(
    () => new Map((locations.data?.rows ?? []).map((l) => [l.id, l.name])),
    [locations.data],
  );
  const editing = pk ? (kiosks.data?.find((k) => k.id === Number(pk)) ?? null) : null;
  const hasKioskSecret = Boolean(readKioskSecret());

  const closeQuestion = () => {
    setAsked(null);
    setError(null);
  };
  const answer = async () => {
    if (!asked) return;
    const { action, kiosk } = asked;
    try {
      if (action === 'rotate') setSecret(await rotate.mutateAsync(kiosk.id));
      else if (action === 'revoke') await revoke.mutateAsync(kiosk.id);
      else await remove.mutateAsync(kiosk.id);
      closeQuestion();
    } catch (failed) {
      setError(
        (isApiErrorResponse(failed) && errorDetail(failed.body)) ||
          'That did not work. Please try again.',
      );
    }
  };

  const addButton = (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
      Add kiosk
    </Button>
  );

  return (
    <Container size="md" px={0}>
      <Stack gap="md">
        <PageHeader
          title="Kiosks"
          description="Tablets at the club where volunteers sign in and out of their shifts. Each has its own secret."
          showsTimes
        />
        <Group justify="space-between" gap="sm">
          {hasKioskSecret ? (
            <Button
              component="a"
              href="/kiosk/"
              variant="default"
              leftSection={<IconDeviceTablet size={16} aria-hidden />}
            >
              Open the kiosk on this device
            </Button>
          ) : (
            <span />
          )}
          {addButton}
        </Group>
        {kiosks.isPending ? (
          <PageLoader label="Loading kiosks" />
        ) : kiosks.isError ? (
          <Text c="red">The kiosks could not be loaded.</Text>
        ) : kiosks.data.length === 0 ? (
          <Stack align="center" gap="xs" py="xl" data-testid="kiosks-empty">
            <Text fw={600}>No kiosks yet</Text>
            <Text c="dimmed" ta="center">
              Add a kiosk for each tablet volunteers sign in on.
            </Text>
          </Stack>
        ) : (
          <Stack gap="sm">
            {kiosks.data.map((kiosk) => (
              <KioskCard
                key={kiosk.id}
                kiosk={kiosk}
                locationName={
                  kiosk.location === null ? null : (locationNames.get(kiosk.location) ?? null)
                }
                onAction={(action, row) => setAsked({ action, kiosk: row })}
              />
            ))}
          </Stack>
        )}
      </Stack>

      <KioskFormDialog
        opened={adding || editing !== null}
        kiosk={adding ? null : editing}
        locations={[...(locations.data?.rows ?? [])].sort((a, b) => a.name.localeCompare(b.name))}
        onClose={() => {
          setAdding(false);
          if (pk) navigate('/kiosks');
        }}
        onCreated={(created) => {
          setAdding(false);
          setSecret(created);
        }}
      />
      <ConfirmDialog
        opened={asked !== null}
        title={asked ? QUESTIONS[asked.action].title : ''}
        confirmLabel={asked ? QUESTIONS[asked.action].label : ''}
        danger={asked?.action !== 'rotate'}
        loading={busy}
        error={error}
        onConfirm={() => void answer()}
        onClose={closeQuestion}
      >
        {asked ? QUESTIONS[asked.action].text(asked.kiosk.name) : ''}
      </ConfirmDialog>
      <SecretDialog created={secret} onClose={() => setSecret(null)} />
    </Container>
  );
}
