import { MESSAGE_PLACEHOLDERS } from '@crewcall/contract';
import { Button, Group, Text } from '@mantine/core';

/** The placeholders, each a button that adds it to the text (keyboard: Tab, Enter). */
export function PlaceholderList({ onInsert }: { onInsert?: (code: string) => void }) {
  return (
    <div>
      <Text size="sm" fw={500}>
        Placeholders
      </Text>
      <Text size="xs" c="dimmed" mb={4}>
        Filled in for each person. Event ones come from their shift when you send to an event or
        series.
      </Text>
      <Group gap={6}>
        {Object.entries(MESSAGE_PLACEHOLDERS).map(([word, meaning]) => (
          <Button
            key={word}
            size="compact-xs"
            variant="light"
            title={meaning}
            aria-label={`Insert {${word}}: ${meaning}`}
            onClick={() => onInsert?.(`{${word}}`)}
            disabled={!onInsert}
            ff="monospace"
          >
            {`{${word}}`}
          </Button>
        ))}
      </Group>
    </div>
  );
}
