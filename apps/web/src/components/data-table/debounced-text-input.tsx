import { TextInput, type TextInputProps } from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { createDebouncer } from '@/components/data-table/debounce';

type Props = Omit<TextInputProps, 'value' | 'onChange' | 'defaultValue'> & {
  value: string;
  /** Called 400 ms after typing stops, or at once on Enter. */
  onCommit: (value: string) => void;
};

/**
 * A text input that reports its value once typing pauses (400 ms) or at once on Enter.
 * It follows `value` when that changes from outside (Back, a cleared filter) unless the
 * person is typing.
 */
export function DebouncedTextInput({ value, onCommit, onKeyDown, ...props }: Props) {
  const [text, setText] = useState(value);
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
      onChange={(event) => {
        const next = event.currentTarget.value;
        setText(next);
        debouncer.schedule(next);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          debouncer.flush(event.currentTarget.value);
        }
        onKeyDown?.(event);
      }}
    />
  );
}
