import { TextInput, type TextInputProps } from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { createDebouncer } from '@/components/data-table/debounce';

type Props = Omit<TextInputProps, 'value' | 'onChange' | 'defaultValue'> & {
  value: string;
  /** Called 400 ms after typing stops, or at once on Enter. */
  onCommit: (value: string) => void;
  /** A message for text that must not be committed (shown inline), else null. */
  check?: (value: string) => string | null;
};

/**
 * A text input that reports its value once typing pauses (400 ms) or at once on Enter.
 * It follows `value` when that changes from outside (Back, a cleared filter) unless the
 * person is typing.
 */
export function DebouncedTextInput({ value, onCommit, onKeyDown, check, ...props }: Props) {
  const [text, setText] = useState(value);
  const problem = check?.(text) ?? null;
  const commitRef = useRef(onCommit);
  commitRef.current = onCommit;
  const lastCommitted = useRef(value);
  const debouncer = useMemo(
    () =>
      createDebouncer<string>((next) => {
        if (next === lastCommitted.current) return;
        lastCommitted.current = next;
        commitRef.current(next);
      }),
    [],
  );

  useEffect(() => {
    lastCommitted.current = value;
    if (!debouncer.pending()) setText(value);
  }, [value, debouncer]);

  useEffect(() => debouncer.cancel, [debouncer]);

  return (
    <TextInput
      {...props}
      value={text}
      error={problem ?? props.error}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setText(next);
        // Text that cannot be a filter is refused where it is typed, never sent.
        if (check?.(next)) debouncer.cancel();
        else debouncer.schedule(next);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          if (!check?.(event.currentTarget.value)) debouncer.flush(event.currentTarget.value);
        }
        onKeyDown?.(event);
      }}
    />
  );
}
