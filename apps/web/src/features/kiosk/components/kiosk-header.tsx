import { ActionIcon, Badge, Button, Group, Title, Tooltip } from '@mantine/core';
import {
  IconArrowLeft,
  IconCloudOff,
  IconMaximize,
  IconMinimize,
  IconRefresh,
} from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { KioskClock } from '@/features/kiosk/components/kiosk-clock';
import classes from '@/features/kiosk/kiosk.module.css';

function useFullscreen() {
  const [on, setOn] = useState(() => Boolean(document.fullscreenElement));
  useEffect(() => {
    const changed = () => setOn(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', changed);
    return () => document.removeEventListener('fullscreenchange', changed);
  }, []);
  const toggle = () => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
    else void document.documentElement.requestFullscreen?.().catch(() => {});
  };
  return { on, toggle, supported: Boolean(document.documentElement.requestFullscreen) };
}

/** "offline — 2 waiting": sign-ins and sign-outs kept on this tablet until it is back. */
export function waitingLabel(offline: boolean, waiting: number): string | null {
  if (offline) return waiting > 0 ? `offline — ${waiting} waiting` : 'offline';
  return waiting > 0 ? `${waiting} waiting` : null;
}

/** Site name, Back (every step but start), the state of the line, refresh, fullscreen, clock. */
export function KioskHeader({
  siteName,
  onBack,
  onRefresh,
  offline,
  waiting,
}: {
  siteName: string;
  onBack: (() => void) | null;
  onRefresh: () => void;
  offline: boolean;
  waiting: number;
}) {
  const fullscreen = useFullscreen();
  const label = waitingLabel(offline, waiting);
  return (
    <header className={classes.header}>
      {onBack && (
        <Button
          size="lg"
          variant="default"
          leftSection={<IconArrowLeft aria-hidden />}
          onClick={onBack}
        >
          Back
        </Button>
      )}
      <div className={classes.headerTitle}>
        <Title order={1} size="h2">
          {siteName}
        </Title>
      </div>
      <Group gap="sm" role="status" aria-live="polite">
        {label && (
          <Badge
            size="xl"
            // Yellow with black text, or deep blue with white: both readable in light and dark.
            color={offline ? 'yellow.4' : 'blue.9'}
            autoContrast
            variant="filled"
            leftSection={offline ? <IconCloudOff size={18} aria-hidden /> : undefined}
            data-testid="kiosk-waiting"
            tt="none"
          >
            {label}
          </Badge>
        )}
      </Group>
      <Group gap="sm">
        <Tooltip label="Refresh">
          <ActionIcon size={56} variant="default" aria-label="Refresh" onClick={onRefresh}>
            <IconRefresh aria-hidden />
          </ActionIcon>
        </Tooltip>
        {fullscreen.supported && (
          <Tooltip label={fullscreen.on ? 'Exit full screen' : 'Full screen'}>
            <ActionIcon
              size={56}
              variant="default"
              aria-label={fullscreen.on ? 'Exit full screen' : 'Full screen'}
              onClick={fullscreen.toggle}
            >
              {fullscreen.on ? <IconMinimize aria-hidden /> : <IconMaximize aria-hidden />}
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
      <KioskClock />
    </header>
  );
}
