import type { KioskWithSecret } from '@crewcall/contract';
import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconDeviceTablet } from '@tabler/icons-react';
import { logout } from '@/lib/auth/session';
import { writeKioskSecret } from '@/lib/kiosk-device';

/** The kiosk screen's address: a full load, so its service worker registers for it. */
const KIOSK_PATH = '/kiosk/';

/**
 * A new secret, shown this once (only its hash is kept): copy it to set up a tablet, or
 * make this very device the kiosk (the secret goes into this browser's storage, kept on
 * logout, the admin is logged out here, and the kiosk screen opens).
 */
export function SecretDialog({
  created,
  onClose,
}: {
  created: KioskWithSecret | null;
  onClose: () => void;
}) {
  const makeThisTheKiosk = async () => {
    if (!created) return;
    writeKioskSecret(created.secret);
    // A tablet in the clubhouse must not stay logged in as an admin (and an admin's
    // session ending later would take the kiosk to the login page): log out here, the
    // kiosk's secret is kept.
    await logout();
    window.location.assign(KIOSK_PATH);
  };
  return (
    <Modal
      opened={created !== null}
      onClose={onClose}
      title={created ? `Secret of ${created.kiosk.name}` : ''}
      centered
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
    >
      {created && (
        <Stack gap="md">
          <Alert color="yellow" variant="light">
            This secret is shown only now. Copy it for the tablet, or use this device as the kiosk
            (you are then logged out here). A lost secret cannot be shown again: rotate it for a new
            one.
          </Alert>
          <Code
            block
            data-testid="kiosk-secret"
            style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
          >
            {created.secret}
          </Code>
          <Group justify="space-between" gap="sm">
            <CopyButton value={created.secret}>
              {({ copied, copy }) => (
                <Button
                  variant="default"
                  leftSection={
                    copied ? (
                      <IconCheck size={16} aria-hidden />
                    ) : (
                      <IconCopy size={16} aria-hidden />
                    )
                  }
                  onClick={copy}
                >
                  {copied ? 'Copied' : 'Copy'}
                </Button>
              )}
            </CopyButton>
            <Button
              leftSection={<IconDeviceTablet size={16} aria-hidden />}
              onClick={() => void makeThisTheKiosk()}
            >
              Use this device as the kiosk
            </Button>
          </Group>
          <Text size="sm" c="dimmed">
            On another tablet: log in there as an admin, open Kiosks, rotate this kiosk's secret and
            choose "Use this device as the kiosk".
          </Text>
        </Stack>
      )}
    </Modal>
  );
}
