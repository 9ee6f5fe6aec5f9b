import '@/components/form-overlay-styles';
import { Button, Modal, Stack } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { FormActions } from '@/components/form-actions';
import { CalendarFeedSettings } from '@/features/calendar-feeds/components/calendar-feed-settings';

/**
 * The calendar's Subscribe button: a dialog with the club programme's feed and the
 * member's own shifts feed (webcal links to copy or open in a calendar app). Its calls
 * are made only once it is opened.
 */
export function SubscribeButton() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconCalendarPlus size={16} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        Subscribe
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title="Subscribe in your calendar app"
        centered
        size="lg"
        closeButtonProps={{ 'aria-label': 'Close dialog' }}
      >
        <Stack gap="md">
          {opened && <CalendarFeedSettings />}
          <FormActions>
            <Button variant="default" onClick={() => setOpened(false)}>
              Close
            </Button>
          </FormActions>
        </Stack>
      </Modal>
    </>
  );
}
