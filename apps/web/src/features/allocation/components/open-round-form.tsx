import type { RoundInput } from '@crewcall/contract';
import {
  Alert,
  Button,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useOpenRound } from '@/features/allocation/api/open-round';
import { errorDetail, fieldErrors, isApiErrorResponse } from '@/lib/api/api-errors';
import { DATE_FORMAT_MESSAGE } from '@/lib/formats';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Opens a round: the season's days, the closing day for preferences, quota and limits. */
export function OpenRoundForm() {
  const open = useOpenRound();
  const [values, setValues] = useState<RoundInput>({
    name: '',
    starts: '',
    ends: '',
    closes: '',
    default_quota: 4,
    max_per_day: 1,
    max_per_week: 2,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (key: keyof RoundInput) => (value: string | number) =>
    setValues((now) => ({ ...now, [key]: value }));

  const submit = async () => {
    const local: Record<string, string> = {};
    if (!values.name.trim()) local.name = 'Required.';
    for (const key of ['starts', 'ends', 'closes'] as const) {
      if (!ISO_DAY.test(values[key])) local[key] = DATE_FORMAT_MESSAGE;
    }
    setErrors(local);
    if (Object.keys(local).length) return;
    try {
      await open.mutateAsync(values);
    } catch (error) {
      if (!isApiErrorResponse(error)) throw error;
      const fields = fieldErrors(error.body);
      setErrors({
        ...fields,
        non_field_errors: fields.non_field_errors ?? errorDetail(error.body) ?? '',
      });
    }
  };

  return (
    <Paper withBorder p="md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack>
          <Title order={2} size="h4">
            Open a round
          </Title>
          <TextInput
            label="Name"
            required
            value={values.name}
            error={errors.name}
            onChange={(e) => set('name')(e.currentTarget.value)}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              label="First day"
              placeholder="YYYY-MM-DD"
              required
              value={values.starts}
              error={errors.starts}
              onChange={(e) => set('starts')(e.currentTarget.value)}
            />
            <TextInput
              label="Last day"
              placeholder="YYYY-MM-DD"
              required
              value={values.ends}
              error={errors.ends}
              onChange={(e) => set('ends')(e.currentTarget.value)}
            />
            <TextInput
              label="Preferences close"
              placeholder="YYYY-MM-DD"
              required
              value={values.closes}
              error={errors.closes}
              onChange={(e) => set('closes')(e.currentTarget.value)}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <NumberInput
              label="Duties per member"
              min={0}
              max={366}
              value={values.default_quota}
              error={errors.default_quota}
              onChange={(v) => set('default_quota')(Number(v) || 0)}
            />
            <NumberInput
              label="At most per day"
              min={1}
              max={10}
              value={values.max_per_day}
              error={errors.max_per_day}
              onChange={(v) => set('max_per_day')(Number(v) || 1)}
            />
            <NumberInput
              label="At most per week"
              min={1}
              max={50}
              value={values.max_per_week}
              error={errors.max_per_week}
              onChange={(v) => set('max_per_week')(Number(v) || 1)}
            />
          </SimpleGrid>
          {errors.non_field_errors && <Alert color="red">{errors.non_field_errors}</Alert>}
          <Group>
            <Button type="submit" loading={open.isPending}>
              Open round
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
