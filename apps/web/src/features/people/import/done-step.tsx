import type { ImportResult } from '@crewcall/contract';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { InviteDialog } from '@/features/people/components/invite-dialog';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Step 4: what was imported, and the offer to invite everyone imported by email. */
export function DoneStep({ result, onAnother }: { result: ImportResult; onAnother: () => void }) {
  const [inviting, setInviting] = useState(false);
  const skipped = result.counts.total - result.counts.ok;
  return (
    <Stack gap="md" maw={640}>
      <Alert
        color="green"
        variant="light"
        // Green on light green fails contrast: the title keeps the text colour.
        styles={{ title: { color: 'var(--mantine-color-text)' } }}
        icon={<IconCircleCheck size={18} aria-hidden />}
        title={`${plural(result.created.length, 'person', 'people')} imported`}
        role="status"
      >
        {skipped > 0
          ? `${plural(skipped, 'row was', 'rows were')} skipped (errors, repeats or existing members).`
          : 'Every row was imported.'}
      </Alert>
      <Text size="sm">
        The people you imported are active volunteers without a login. Invite them now: each gets an
        email with a link to set a password. You can also invite people later from the People page.
      </Text>
      <Group gap="sm">
        <Button
          leftSection={<IconMailForward size={18} aria-hidden />}
          onClick={() => setInviting(true)}
          disabled={result.created.length === 0}
        >
          Invite the {plural(result.created.length, 'person', 'people')} imported
        </Button>
        <Button variant="default" component={Link} to="/people">
          Go to People
        </Button>
        <Button variant="subtle" onClick={onAnother}>
          Import another file
        </Button>
      </Group>
      <InviteDialog
        opened={inviting}
        ids={result.created}
        title="Invite the imported people"
        onClose={() => setInviting(false)}
      />
    </Stack>
  );
}
