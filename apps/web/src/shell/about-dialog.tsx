import {
  Anchor,
  Button,
  Code,
  Divider,
  Group,
  Modal,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBug, IconRefresh, IconServerOff } from '@tabler/icons-react';
import { useNavigate } from 'react-router-dom';
import { useSite } from '@/lib/site/site-context';
import { APP_COMMIT, APP_VERSION } from '@/lib/build-info';
import { errorService } from '@/lib/error-service';
import { clearAppStorage } from '@/lib/storage';

/** Support contacts, version and commit, and the three debug buttons (spec section 2). */
export function AboutDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const site = useSite();
  const navigate = useNavigate();

  const sendWarning = () => {
    const sent = errorService.report(
      new Error(`Test warning from the About dialog of ${site.name}`),
      'warning',
    );
    notifications.show({
      color: sent ? 'primary' : 'red',
      title: sent ? 'Warning sent' : 'Not sent',
      message: sent
        ? 'A test warning was sent to the error service.'
        : 'The error service limit of 60 reports a minute was reached.',
    });
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="About Crewcall"
      centered
      size="md"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <div>
          <Title order={3} size="h5" mb={4}>
            Support
          </Title>
          <Text size="sm">
            For help with {site.name}, contact {site.contact_name || 'the site staff'}
            {site.contact_email && (
              <>
                {' at '}
                <Anchor href={`mailto:${site.contact_email}`}>{site.contact_email}</Anchor>
              </>
            )}
            .
          </Text>
        </div>
        <Table variant="vertical" withTableBorder layout="fixed">
          <Table.Tbody>
            <Table.Tr>
              <Table.Th w={120}>Version</Table.Th>
              <Table.Td>v{APP_VERSION}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>Commit</Table.Th>
              <Table.Td>
                <Code>{APP_COMMIT}</Code>
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>Site</Table.Th>
              <Table.Td>
                {site.name} ({site.prefix})
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        <Divider label="Debug" labelPosition="left" />
        <Group gap="xs">
          <Button
            variant="default"
            size="xs"
            leftSection={<IconRefresh size={14} aria-hidden />}
            onClick={() => {
              clearAppStorage();
              window.location.reload();
            }}
          >
            Clear local storage and reload
          </Button>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconServerOff size={14} aria-hidden />}
            onClick={() => {
              onClose();
              navigate('/500');
            }}
          >
            Go to 500 page
          </Button>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconBug size={14} aria-hidden />}
            onClick={sendWarning}
          >
            Send a warning to the error service
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
