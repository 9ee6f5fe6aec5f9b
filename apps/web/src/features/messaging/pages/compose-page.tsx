import '@/features/messaging/messaging-styles';
import type { MessageChannel } from '@crewcall/contract';
import { Alert, Container, Stack } from '@mantine/core';
import { PageHeader } from '@/components/page-header';
import { Composer } from '@/features/messaging/components/composer';
import { MessagingNav } from '@/features/messaging/components/messaging-nav';
import { useSite } from '@/lib/site/site-context';

/** /messaging/email and /messaging/sms: write a bulk message. */
export function ComposePage({ channel }: { channel: MessageChannel }) {
  const site = useSite();
  const smsOff = channel === 'sms' && !site.sms_enabled;
  return (
    <Container size="xl" px={0}>
      <Stack gap="md">
        <PageHeader
          title="Messaging"
          description={
            channel === 'email'
              ? 'Email people of the club: everyone, a role, the crew of an event or series, holders of a competency, or people you pick.'
              : 'Text people who have a verified phone and want SMS.'
          }
          showsTimes
        />
        <MessagingNav />
        {smsOff ? (
          <Alert color="gray" variant="light" title="SMS is off">
            SMS is turned off for this club. An admin can turn it on in Organisation settings.
          </Alert>
        ) : (
          <Composer key={channel} channel={channel} />
        )}
      </Stack>
    </Container>
  );
}
