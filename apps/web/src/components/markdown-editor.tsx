import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { Markdown } from '@/components/markdown';
import { MarkdownTextarea } from '@/components/markdown-textarea';

/**
 * Markdown written beside a live preview of what readers will see (rendered and
 * sanitised as it will be shown): side by side where there is room, the preview below on
 * phones.
 */
export function MarkdownEditor({
  label,
  description,
  value,
  error,
  name,
  required,
  autoFocus,
  onChange,
}: {
  label: string;
  description?: React.ReactNode;
  value: string;
  error?: React.ReactNode;
  name: string;
  required?: boolean;
  autoFocus?: boolean;
  onChange: (value: string) => void;
}) {
  const previewId = useId();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <MarkdownTextarea
        label={label}
        {...(description ? { description } : {})}
        name={name}
        required={required}
        value={value}
        error={error}
        minRows={8}
        maxRows={20}
        data-autofocus={autoFocus || undefined}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500} id={previewId}>
          Preview
        </Text>
        <Paper
          withBorder
          p="sm"
          radius="sm"
          role="region"
          aria-labelledby={previewId}
          style={{ minHeight: 120, overflowWrap: 'anywhere' }}
        >
          {value.trim() ? (
            <Markdown>{value}</Markdown>
          ) : (
            <Text size="sm" c="dimmed">
              Nothing to show yet.
            </Text>
          )}
        </Paper>
      </Stack>
    </SimpleGrid>
  );
}
