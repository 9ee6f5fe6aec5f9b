import { ActionIcon, Menu } from '@mantine/core';
import { IconArchive, IconDots, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import {
  type AnswerAction,
  type AnsweredRequest,
  RequestAnswerDialog,
} from '@/components/request-answer/request-answer-dialog';

/**
 * A pending request's "more" menu for admins: Decline… or Dismiss…, each asked first
 * (RequestAnswerDialog). Shown on the dashboard's New requests card and in the planner.
 */
export function RequestAnswerMenu({ request }: { request: AnsweredRequest }) {
  const [action, setAction] = useState<AnswerAction | null>(null);
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={`Answer ${request.person_name}'s request`}
            style={{ flexShrink: 0 }}
            data-testid="request-answer-menu"
          >
            <IconDots size={16} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            leftSection={<IconX size={14} aria-hidden />}
            onClick={() => setAction('decline')}
          >
            Decline…
          </Menu.Item>
          <Menu.Item
            leftSection={<IconArchive size={14} aria-hidden />}
            onClick={() => setAction('dismiss')}
          >
            Dismiss…
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <RequestAnswerDialog
        request={action ? request : null}
        action={action ?? 'decline'}
        onClose={() => setAction(null)}
      />
    </>
  );
}
