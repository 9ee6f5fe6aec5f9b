import type { MessageChannel } from '@crewcall/contract';
import {
  Alert,
  Button,
  Checkbox,
  Divider,
  Group,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { useAudienceCount } from '@/features/messaging/api/audience-count';
import { usePreviewMessage } from '@/features/messaging/api/preview-message';
import { useSendBroadcast } from '@/features/messaging/api/send-broadcast';
import { peopleCount, toAudience } from '@/features/messaging/audience-draft';
import { AudienceBuilder } from '@/features/messaging/components/audience-builder';
import { BroadcastProgressPanel } from '@/features/messaging/components/broadcast-progress';
import { PlaceholderList } from '@/features/messaging/components/placeholder-list';
import {
  bodyLimit,
  type ComposeDraft,
  draftProblems,
  EMPTY_DRAFT,
  previewQuery,
  sendBody,
} from '@/features/messaging/compose-draft';
import { fieldErrors, isApiErrorResponse } from '@/lib/api/api-errors';
import { useCollectionList } from '@/lib/api/collections/get-collection-list';
import { clubZoneHint } from '@/lib/club-zone';
import { formatDateTime } from '@/lib/formats';
import { fromClubInput } from '@/lib/time-zone';

/** A template as the list answers it. */
type MessageTemplateRow = { id: number; name: string; subject: string; body: string };

/** Text-input debounce (spec section 9): the count and preview follow 400 ms after typing. */
export const COMPOSE_DEBOUNCE_MS = 400;

/**
 * Writing a bulk email or SMS: a template to start from, the text with placeholders, who
 * it goes to (counted live), a preview as its first recipient gets it, and sending now or
 * at a time. Sending asks first, stating how many it reaches; then its progress shows.
 */
export function Composer({ channel }: { channel: MessageChannel }) {
  const [draft, setDraft] = useState<ComposeDraft>(EMPTY_DRAFT);
  const [confirming, setConfirming] = useState(false);
  const [showErrors, setShowErrors] = useState(false);
  const [sentId, setSentId] = useState<number | null>(null);
  const set = (patch: Partial<ComposeDraft>) => setDraft((d) => ({ ...d, ...patch }));

  const templates = useCollectionList<MessageTemplateRow>('messagetemplates', {
    limit: 'all',
    channel,
  });
  const audience = toAudience(draft.audience);
  const [countQuery] = useDebouncedValue(
    audience ? { channel, newsletter: channel === 'email' && draft.newsletter, audience } : null,
    COMPOSE_DEBOUNCE_MS,
  );
  const count = useAudienceCount(countQuery);
  const [preview] = useDebouncedValue(previewQuery(channel, draft), COMPOSE_DEBOUNCE_MS);
  const previewed = usePreviewMessage(preview);
  const send = useSendBroadcast();

  const problems = draftProblems(channel, draft);
  const serverErrors = isApiErrorResponse(send.error) ? fieldErrors(send.error.body) : {};
  const errorOf = (field: string) =>
    (showErrors ? problems[field] : undefined) ?? serverErrors[field];
  const reach = count.data?.count;

  if (sentId !== null) {
    return (
      <BroadcastProgressPanel
        id={sentId}
        onDone={() => {
          setSentId(null);
          setDraft(EMPTY_DRAFT);
          setShowErrors(false);
        }}
      />
    );
  }

  const chooseTemplate = (value: string | null) => {
    const template = templates.data?.rows.find((t) => String(t.id) === value);
    set(
      template
        ? { template: template.id, subject: template.subject, body: template.body }
        : { template: null },
    );
  };
  const insert = (code: string) => set({ body: `${draft.body}${code}` });
  const sendAt = draft.when === 'later' ? fromClubInput(draft.sendAt) : null;

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setShowErrors(true);
        if (Object.keys(problems).length === 0) setConfirming(true);
      }}
      noValidate
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="md">
          <Select
            label="Template"
            placeholder={templates.isLoading ? 'Loading templates…' : 'Start from a template'}
            data={(templates.data?.rows ?? []).map((t) => ({ value: String(t.id), label: t.name }))}
            value={draft.template ? String(draft.template) : null}
            onChange={chooseTemplate}
            clearable
            nothingFoundMessage="No templates yet"
            description="Fills the subject and text; you can still change them."
          />
          {channel === 'email' && (
            <TextInput
              label="Subject"
              value={draft.subject}
              onChange={(e) => set({ subject: e.currentTarget.value })}
              maxLength={200}
              required
              error={errorOf('subject')}
            />
          )}
          <Textarea
            label={channel === 'email' ? 'Message' : 'Text message'}
            value={draft.body}
            onChange={(e) => set({ body: e.currentTarget.value })}
            autosize
            minRows={channel === 'email' ? 8 : 4}
            maxRows={20}
            required
            error={errorOf('body')}
            description={`${draft.body.length.toLocaleString()} / ${bodyLimit(channel).toLocaleString()} characters`}
          />
          <PlaceholderList onInsert={insert} />
          {channel === 'email' && (
            <Checkbox
              label="Newsletter"
              description="Goes to people who want newsletters, rather than to those who want notifications."
              checked={draft.newsletter}
              onChange={(e) => set({ newsletter: e.currentTarget.checked })}
            />
          )}
        </Stack>
        <Stack gap="md">
          <AudienceBuilder
            value={draft.audience}
            onChange={(next) => set({ audience: next })}
            error={errorOf('audience')}
          />
          <AudienceSummary
            loading={count.isFetching && !count.data}
            count={audience ? count.data : undefined}
            error={count.isError}
          />
          <Divider />
          <SegmentedControl
            aria-label="When"
            value={draft.when}
            onChange={(when) => set({ when: when as ComposeDraft['when'] })}
            data={[
              { value: 'now', label: 'Send now' },
              { value: 'later', label: 'Schedule' },
            ]}
          />
          {draft.when === 'later' && (
            <TextInput
              type="datetime-local"
              label="Send at"
              description={clubZoneHint()}
              value={draft.sendAt}
              onChange={(e) => set({ sendAt: e.currentTarget.value })}
              error={errorOf('sendAt') ?? serverErrors.send_at}
              required
            />
          )}
          <PreviewPanel
            channel={channel}
            loading={previewed.isFetching && !previewed.data}
            preview={preview ? previewed.data : undefined}
            failed={previewed.isError}
          />
          {serverErrors.non_field_errors && (
            <Alert color="red" variant="light" role="alert" title="Not sent">
              {serverErrors.non_field_errors}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={send.isPending}>
              {draft.when === 'later' ? 'Schedule…' : 'Send…'}
            </Button>
          </Group>
        </Stack>
      </SimpleGrid>
      <ConfirmDialog
        opened={confirming}
        title={draft.when === 'later' ? 'Schedule this message?' : 'Send this message?'}
        confirmLabel={draft.when === 'later' ? 'Schedule' : `Send to ${peopleCount(reach ?? 0)}`}
        loading={send.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          send.mutate(sendBody(channel, draft), {
            onSuccess: (broadcast) => {
              setConfirming(false);
              setSentId(broadcast.id);
            },
            onError: () => setConfirming(false),
          })
        }
      >
        {draft.when === 'later' && sendAt
          ? `It will go at ${formatDateTime(sendAt)} to whoever qualifies then: ${peopleCount(reach ?? 0)} today.`
          : `It goes now to ${peopleCount(reach ?? 0)}. This cannot be undone once sent.`}
      </ConfirmDialog>
    </form>
  );
}

function AudienceSummary({
  loading,
  count,
  error,
}: {
  loading: boolean;
  count: ReturnType<typeof useAudienceCount>['data'];
  error: boolean;
}) {
  if (error)
    return (
      <Text size="sm" c="red">
        The audience could not be counted.
      </Text>
    );
  if (loading || !count)
    return (
      <Text size="sm" c="dimmed" aria-live="polite">
        {loading ? 'Counting…' : 'Choose who it goes to.'}
      </Text>
    );
  const left = Object.entries(count.excluded).filter(([, n]) => n > 0);
  const reasons: Record<string, string> = {
    inactive: 'not active',
    settings: 'their settings',
    no_email: 'no email',
    no_phone: 'no phone',
    unverified: 'phone not verified',
  };
  return (
    <Paper withBorder p="sm" aria-live="polite">
      <Text fw={600} data-testid="audience-count">
        {peopleCount(count.count)}
      </Text>
      {count.sample.length > 0 && (
        <Text size="sm" c="dimmed">
          {count.sample.map((p) => p.name).join(', ')}
          {count.count > count.sample.length
            ? ` and ${count.count - count.sample.length} more`
            : ''}
        </Text>
      )}
      {left.length > 0 && (
        <Text size="xs" c="dimmed">
          Left out: {left.map(([why, n]) => `${n} (${reasons[why] ?? why})`).join(', ')}
        </Text>
      )}
    </Paper>
  );
}

function PreviewPanel({
  channel,
  loading,
  preview,
  failed,
}: {
  channel: MessageChannel;
  loading: boolean;
  preview: ReturnType<typeof usePreviewMessage>['data'];
  failed: boolean;
}) {
  return (
    <Paper withBorder p="sm" aria-label="Preview" component="section">
      <Title order={2} size="h5" mb={4}>
        Preview
      </Title>
      {failed ? (
        <Text size="sm" c="red">
          Fix the message to see its preview.
        </Text>
      ) : loading ? (
        <Text size="sm" c="dimmed">
          Loading…
        </Text>
      ) : !preview ? (
        <Text size="sm" c="dimmed">
          Write a message and choose who it goes to.
        </Text>
      ) : (
        <Stack gap={4}>
          <Text size="xs" c="dimmed">
            As {preview.to ? preview.to.name : 'a recipient'} gets it
            {preview.to ? '' : ' (nobody would get it now)'}
          </Text>
          {channel === 'email' && <Text fw={600}>{preview.subject}</Text>}
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="preview-body">
            {preview.body}
          </Text>
        </Stack>
      )}
    </Paper>
  );
}
