import type { ImportCountryCode } from '@crewcall/contract';
import { Alert, Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import {
  FIXED_TARGETS,
  type ImportTarget,
  type ParsedCsv,
  type ProfileFieldOption,
} from '@/features/people/import/csv-mapping';

/**
 * Step 2: what each column of the file holds. Each of our fields takes one column at
 * most; a column can also be left out. The first row's value helps recognise it.
 */
export function MappingStep({
  csv,
  fileName,
  mapping,
  onMappingChange,
  profileFields,
  countryCode,
  onCountryCodeChange,
  problem,
  checking,
  onBack,
  onCheck,
}: {
  csv: ParsedCsv;
  fileName: string;
  mapping: ImportTarget[];
  onMappingChange: (mapping: ImportTarget[]) => void;
  profileFields: ProfileFieldOption[];
  countryCode: ImportCountryCode;
  onCountryCodeChange: (code: ImportCountryCode) => void;
  problem: string | null;
  checking: boolean;
  onBack: () => void;
  onCheck: () => void;
}) {
  const targets = [
    ...FIXED_TARGETS,
    ...profileFields.map((f) => ({
      value: `profile:${f.id}` as ImportTarget,
      label: `Profile: ${f.display_name}`,
    })),
  ];
  const sample = csv.rows[0] ?? [];

  return (
    <Stack gap="md">
      <Text size="sm">
        <strong>{fileName}</strong>: {csv.rows.length} {csv.rows.length === 1 ? 'row' : 'rows'},{' '}
        {csv.headers.length} columns. Choose what each column holds.
      </Text>
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {csv.headers.map((header, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a file's columns never move; headers may repeat
          <Paper key={`${header}-${index}`} withBorder p="sm" radius="sm" component="li">
            <Group justify="space-between" gap="sm" wrap="wrap">
              <div style={{ minWidth: 0, flex: '1 1 200px' }}>
                <Text size="sm" fw={600} truncate="end">
                  {header}
                </Text>
                <Text size="sm" c="dimmed" truncate="end">
                  {sample[index] ? `e.g. ${sample[index]}` : '(empty in the first row)'}
                </Text>
              </div>
              <Select
                aria-label={`Import column ${header} as`}
                data={targets.map((t) => ({
                  ...t,
                  disabled:
                    t.value !== 'ignore' && mapping.some((m, i) => m === t.value && i !== index),
                }))}
                value={mapping[index]}
                allowDeselect={false}
                onChange={(value) => {
                  const next = [...mapping];
                  next[index] = (value ?? 'ignore') as ImportTarget;
                  onMappingChange(next);
                }}
                style={{ flex: '1 1 200px' }}
                maw={320}
              />
            </Group>
          </Paper>
        ))}
      </Stack>
      <Select
        label="Country code for phone numbers without one"
        description="A number like 07700 900123 becomes +447700900123."
        data={[
          { value: '+44', label: '+44 (United Kingdom)' },
          { value: '+61', label: '+61 (Australia)' },
        ]}
        value={countryCode}
        allowDeselect={false}
        onChange={(value) => onCountryCodeChange((value ?? '+44') as ImportCountryCode)}
        maw={420}
      />
      {problem && (
        <Alert
          color="orange"
          variant="light"
          role="alert"
          icon={<IconAlertTriangle size={18} aria-hidden />}
        >
          {problem}
        </Alert>
      )}
      <Group gap="sm">
        <Button variant="default" onClick={onBack} disabled={checking}>
          Choose another file
        </Button>
        <Button onClick={onCheck} loading={checking} disabled={problem !== null}>
          Check {csv.rows.length} {csv.rows.length === 1 ? 'row' : 'rows'}
        </Button>
      </Group>
    </Stack>
  );
}
