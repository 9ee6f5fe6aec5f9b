import { Textarea, type TextareaProps } from '@mantine/core';

/** A details field whose text is shown as markdown: says what markup it takes. */
export function MarkdownTextarea(props: TextareaProps) {
  return (
    <Textarea
      label="Details"
      description="Markdown: **bold**, _italic_, lists, [links](https://example.org)."
      autosize
      minRows={4}
      maxRows={14}
      {...props}
    />
  );
}
