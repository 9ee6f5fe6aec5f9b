import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import type { CollectionName } from '@crewcall/contract';
import { Combobox, InputBase, Loader, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import {
  CREATE_VALUE,
  rowLabel,
  SELECTOR_LIMIT,
  selectorOptions,
} from '@/components/model-selector/selector-options';
import { fieldErrors } from '@/lib/api/api-errors';
import { itemErrorBody } from '@/lib/api/collections/collection-page';
import { useCreateCollectionItems } from '@/lib/api/collections/create-collection-items';
import { useCollectionItem } from '@/lib/api/collections/get-collection-item';
import { collectionListQueryOptions } from '@/lib/api/collections/get-collection-list';

type Row = Record<string, unknown> & { id: number };

export interface ModelSelectorProps {
  /** The collection to choose from, e.g. `competencies`. */
  model: CollectionName;
  label: string;
  value: number | null;
  onChange: (id: number | null) => void;
  /** The field shown for a row (default `name`). */
  labelField?: string;
  /** Offer "Create …" for a typed name that does not exist (POST `[{name}]`). */
  allowCreate?: boolean;
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
  const [createError, setCreateError] = useState<string | null>(null);
  const [debounced] = useDebouncedValue(typing ? search.trim() : '', 400);
  const create = useCreateCollectionItems<Row>(model);

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
  const currentLabel = known?.label ?? (itemRow ? rowLabel(itemRow, labelField) : '');
  const { options, create: createName } = selectorOptions(list.data?.rows ?? [], {
    search: typing ? search : '',
    labelField,
    allowCreate,
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
    setCreateError(null);
    onChange(id);
    combobox.closeDropdown();
  };

  const submit = async (optionValue: string) => {
    if (optionValue !== CREATE_VALUE) {
      const option = options.find((o) => o.value === optionValue);
      pick(Number(optionValue), option?.label ?? '');
      return;
    }
    if (!createName) return;
    try {
      const created = await create.mutateAsync([{ name: createName }]);
      const row = created.rows[0];
      if (row) {
        pick(row.id, rowLabel(row, labelField));
        notifications.show({ color: 'green', message: `“${createName}” created` });
      }
    } catch (failure) {
      const messages = fieldErrors((itemErrorBody(failure) as { body?: unknown }).body);
      setCreateError(
        messages.name ?? messages.non_field_errors ?? `Could not create “${createName}”.`,
      );
    }
  };

  return (
    <Combobox store={combobox} onOptionSubmit={submit} withinPortal keepMounted={false}>
      <Combobox.Target withExpandedAttribute>
        <InputBase
          label={label}
          description={description}
          required={required}
          disabled={disabled}
          placeholder={placeholder}
          error={createError ?? error}
          value={typing ? search : currentLabel}
          autoComplete="off"
          rightSection={
            waiting && combobox.dropdownOpened ? (
              <Loader size={16} aria-label="Searching" />
            ) : value !== null && !required ? (
              <Combobox.ClearButton onClear={() => pick(null)} aria-label={`Clear ${label}`} />
            ) : (
              <Combobox.Chevron />
            )
          }
          rightSectionPointerEvents={value !== null && !required ? 'all' : 'none'}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setTyping(true);
            setCreateError(null);
            combobox.openDropdown();
          }}
          onClick={() => combobox.openDropdown()}
          onKeyDown={(event) => {
            // Enter with nothing highlighted must not submit the surrounding form.
            if (event.key === 'Enter' && combobox.dropdownOpened) event.preventDefault();
          }}
          onBlur={() => combobox.closeDropdown()}
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
            <Combobox.Option value={CREATE_VALUE} disabled={create.isPending}>
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
