import { ThemeIcon, Tooltip } from '@mantine/core';
import { IconMessage } from '@tabler/icons-react';

/** A comment icon whose tooltip shows a request's comments (hover, focus or touch). */
export function CommentTip({ comments }: { comments: string }) {
  if (!comments.trim()) return null;
  return (
    <Tooltip
      label={comments}
      multiline
      maw={280}
      withArrow
      events={{ hover: true, focus: true, touch: true }}
    >
      <ThemeIcon
        variant="light"
        color="gray"
        size="sm"
        radius="xl"
        tabIndex={0}
        role="img"
        aria-label={`Comments: ${comments}`}
        style={{ flexShrink: 0, cursor: 'help' }}
      >
        <IconMessage size={14} aria-hidden />
      </ThemeIcon>
    </Tooltip>
  );
}
