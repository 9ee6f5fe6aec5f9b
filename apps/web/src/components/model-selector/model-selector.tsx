import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import type { CollectionName } from '@crewcall/contract';
import { Combobox, InputBase, Loader, Text, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import {
  CREATE_VALUE,
  resolveTyped,
  rowLabel,
  SELECTOR_LIMIT,
  selectorOptions,
} from '@/components/model-selector/selector-options';
import { useCollectionItem } from '@/lib/api/collections/get-collection-item';
import { collectionListQueryOptions } from '@/lib/api/collections/get-collection-list';

type Row = Record<string, unknown> & { id: number };

export interface ModelSelectorProps {
  /** The collection to choose from, e.g. `competencies`. */
  model: CollectionName;
  label: string;
  value: number | null;
  /** The row chosen (null: cleared), and its label as shown. */
  onChange: (id: number | null, label?: string) => void;
  /** The field shown for a row (default `name`). */
  labelField?: string;
  /**
   * Offer "Create …" for a typed name that does not exist. Nothing is created here: the
   * name is handed to `onNewName` and the form creates the row when it is saved, so a
   * cancelled form leaves nothing behind. A new name typed and left (Tab, a click
   * elsewhere) is kept the same way.
   */
  allowCreate?: boolean;
  /** The new name chosen (shown instead of a row while `value` is null). */
  newName?: string | null;
  onNewName?: (name: string) => void;
  placeholder?: string;
  description?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
}

/**
 * Choose a row of a collection by typing (spec section 7: `GET {model}` with `search`,
 * `limit` 50 and `visibleOnly`), or create one by name. Arrow keys move, Enter picks,
 * Escape closes; the first match is preselected while typing.
 */
export function ModelSelector({
  model,
  label,
  value,
  onChange,
  labelField = 'name',
  allowCreate = false,
  newName = null,
  onNewName,
  placeholder = 'Type to search',
  description,
  error,
  required,
  disabled,
}: ModelSelectorProps) {
  const combobox = useCombobox({
    onDropdownClose: () => {
      combobox.resetSelectedOption();
      setTyping(false);
    },
  });
  const [search, setSearch] = useState('');
  const [typing, setTyping] = useState(false);
  const [chosen, setChosen] = useState<{ id: number; label: string } | null>(null);
  const [debounced] = useDebouncedValue(typing ? search.trim() : '', 400);
  const canCreate = allowCreate && onNewName !== undefined;

  const list = useQuery({
    ...collectionListQueryOptions<Row>(model, {
      search: debounced,
      limit: SELECTOR_LIMIT,
      visibleOnly: true,
    }),
    enabled: combobox.dropdownOpened,
    placeholderData: keepPreviousData,
  });
  const known = chosen?.id === value ? chosen : null;
  const item = useCollectionItem<Row>(model, known || value === null ? null : value);
  const itemRow = item.data?.rows[0];
  const currentLabel =
    value === null
      ? (newName ?? '')
      : (known?.label ?? (itemRow ? rowLabel(itemRow, labelField) : ''));
  const { options, create: createName } = selectorOptions(list.data?.rows ?? [], {
    search: typing ? search : '',
    labelField,
    allowCreate: canCreate,
  });
  const waiting = list.isFetching || (typing && debounced !== search.trim());

  // While typing, the first match is preselected: Enter picks it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-run when the matches change
  useEffect(() => {
    if (typing && combobox.dropdownOpened) combobox.selectFirstOption();
  }, [typing, list.data, createName]);

  const pick = (id: number | null, label = '') => {
    setChosen(id === null ? null : { id, label });
    setTyping(false);
    onChange(id, label);
    combobox.closeDropdown();
  };

  const chooseNew = (name: string) => {
    setChosen(null);
    setTyping(false);
    onNewName?.(name);
    combobox.closeDropdown();
  };

  const submit = (optionValue: string) => {
    if (optionValue === CREATE_VALUE) {
      if (createName) chooseNew(createName);
      return;
    }
    const option = options.find((o) => o.value === optionValue);
    pick(Number(optionValue), option?.label ?? '');
  };

  // Leaving the field keeps what was typed (spec: a typed new name is not lost).
  const commitTyping = () => {
    if (!typing) return;
    const typed = resolveTyped(options, search, canCreate);
    if (typed.kind === 'clear') pick(null);
    else if (typed.kind === 'pick') pick(Number(typed.option.value), typed.option.label);
    else if (typed.kind === 'new') chooseNew(typed.name);
    else setTyping(false);
  };

  const isNew = value === null && Boolean(newName) && !typing;
  const hint = isNew ? (
    <Text span size="xs" c="var(--mantine-color-text)" data-testid="selector-new-hint">
      New: “{newName}” will be created when you save.
    </Text>
  ) : null;
  const hasChoice = value !== null || isNew;

  return (
    <Combobox store={combobox} onOptionSubmit={submit} withinPortal keepMounted={false}>
      <Combobox.Target withExpandedAttribute>
        <InputBase
          label={label}
          description={
            hint && description ? (
              <>
                {description} {hint}
              </>
            ) : (
              (hint ?? description)
            )
          }
          required={required}
          disabled={disabled}
          placeholder={placeholder}
          error={error}
          value={typing ? search : currentLabel}
          autoComplete="off"
          rightSection={
            waiting && combobox.dropdownOpened ? (
              <Loader size={16} aria-label="Searching" />
            ) : hasChoice && !required ? (
              <Combobox.ClearButton onClear={() => pick(null)} aria-label={`Clear ${label}`} />
            ) : (
              <Combobox.Chevron />
            )
          }
          rightSectionPointerEvents={hasChoice && !required ? 'all' : 'none'}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setTyping(true);
            combobox.openDropdown();
          }}
          onClick={() => combobox.openDropdown()}
          onKeyDown={(event) => {
            // Enter with nothing highlighted must not submit the surrounding form.
            if (event.key === 'Enter' && combobox.dropdownOpened) event.preventDefault();
          }}
          onBlur={() => {
            commitTyping();
            combobox.closeDropdown();
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options mah={260} style={{ overflowY: 'auto' }} aria-label={`${label} options`}>
          {options.map((option) => (
            <Combobox.Option
              key={option.value}
              value={option.value}
              active={option.value === String(value)}
            >
              {option.label}
            </Combobox.Option>
          ))}
          {createName && (
            <Combobox.Option value={CREATE_VALUE}>
              <IconPlus size={14} aria-hidden style={{ verticalAlign: -2, marginRight: 6 }} />
              Create “{createName}”
            </Combobox.Option>
          )}
          {options.length === 0 && !createName && (
            <Combobox.Empty>{list.isFetching ? 'Searching…' : 'Nothing found'}</Combobox.Empty>
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
