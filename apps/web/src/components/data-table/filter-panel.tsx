import { Button, Group, Paper, Select, SimpleGrid } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { DebouncedTextInput } from '@/components/data-table/debounced-text-input';
import { type FilterDef, NUMBER_OPS, type NumberOp } from '@/components/data-table/types';

const DateRangeFilter = lazy(() => import('@/components/data-table/date-range-filter'));

const OP_LABELS: Record<NumberOp, string> = {
  eq: '= equals',
  ne: '≠ not equal',
  gt: '> more than',
  ge: '≥ at least',
  lt: '< less than',
  le: '≤ at most',
};

type Filters = Record<string, string>;

/** The op a number filter currently uses (from its URL key), else `eq`. */
export function numberFilterOp(field: string, filters: Filters): NumberOp {
  for (const op of NUMBER_OPS) if (filters[`${field}__${op}`]) return op;
  return 'eq';
}

function without(filters: Filters, keys: string[]): Filters {
  const next = { ...filters };
  for (const key of keys) delete next[key];
  return next;
}

/** A number filter takes numbers only (e.g. 3, -1.5); empty clears it. */
export function numberProblem(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' || /^-?\d+(\.\d+)?$/.test(trimmed) ? null : 'Enter a number, e.g. 3';
}

function NumberFilter({
  def,
  filters,
  onChange,
}: {
  def: FilterDef;
  filters: Filters;
  onChange: (next: Filters) => void;
}) {
  const [chosenOp, setChosenOp] = useState<NumberOp>(() => numberFilterOp(def.field, filters));
  const setOp = numberFilterOp(def.field, filters);
  const op = filters[`${def.field}__${setOp}`] ? setOp : chosenOp;
  const key = `${def.field}__${op}`;
  const allKeys = [def.field, ...NUMBER_OPS.map((o) => `${def.field}__${o}`)];
  return (
    <Group gap="xs" wrap="nowrap" align="flex-end">
      <Select
        label={`${def.label} comparison`}
        data={NUMBER_OPS.map((value) => ({ value, label: OP_LABELS[value] }))}
        value={op}
        allowDeselect={false}
        w={150}
        onChange={(value) => {
          const nextOp = (value ?? 'eq') as NumberOp;
          setChosenOp(nextOp);
          const current = filters[key];
          if (current)
            onChange({ ...without(filters, allKeys), [`${def.field}__${nextOp}`]: current });
        }}
      />
      <DebouncedTextInput
        label={def.label}
        inputMode="decimal"
        style={{ flex: 1 }}
        check={numberProblem}
        value={filters[key] ?? filters[def.field] ?? ''}
        onCommit={(value) => {
          const trimmed = value.trim();
          onChange(
            trimmed ? { ...without(filters, allKeys), [key]: trimmed } : without(filters, allKeys),
          );
        }}
      />
    </Group>
  );
}

function FilterControl({
  def,
  filters,
  onChange,
}: {
  def: FilterDef;
  filters: Filters;
  onChange: (next: Filters) => void;
}) {
  switch (def.type) {
    case 'number':
      return <NumberFilter def={def} filters={filters} onChange={onChange} />;
    case 'select':
      return (
        <Select
          label={def.label}
          placeholder="Any"
          data={def.options}
          value={filters[def.field] ?? null}
          clearable
          onChange={(value) =>
            onChange(value ? { ...filters, [def.field]: value } : without(filters, [def.field]))
          }
        />
      );
    case 'date': {
      const fromKey = `${def.field}__ge`;
      const toKey = `${def.field}__le`;
      return (
        <Suspense fallback={null}>
          <DateRangeFilter
            label={def.label}
            from={filters[fromKey] ?? ''}
            to={filters[toKey] ?? ''}
            onChange={({ from, to }) => {
              const next = without(filters, [fromKey, toKey]);
              if (from) next[fromKey] = from;
              if (to) next[toKey] = to;
              onChange(next);
            }}
          />
        </Suspense>
      );
    }
    default:
      return (
        <DebouncedTextInput
          label={def.label}
          placeholder="Contains…"
          value={filters[def.field] ?? ''}
          onCommit={(value) =>
            onChange(
              value.trim()
                ? { ...filters, [def.field]: value.trim() }
                : without(filters, [def.field]),
            )
          }
        />
      );
  }
}

/** The filters a screen declares, applied as they change; Clear removes them all. */
export function FilterPanel({
  id,
  defs,
  filters,
  onChange,
}: {
  id: string;
  defs: readonly FilterDef[];
  filters: Filters;
  onChange: (next: Filters) => void;
}) {
  const active = Object.keys(filters).length > 0;
  return (
    <Paper id={id} withBorder p="md" radius="md" role="group" aria-label="Filters">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="sm">
        {defs.map((def) => (
          <FilterControl key={def.field} def={def} filters={filters} onChange={onChange} />
        ))}
      </SimpleGrid>
      <Group justify="flex-end" mt="sm">
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconFilterOff size={16} aria-hidden />}
          disabled={!active}
          onClick={() => onChange({})}
        >
          Clear filters
        </Button>
      </Group>
    </Paper>
  );
}
