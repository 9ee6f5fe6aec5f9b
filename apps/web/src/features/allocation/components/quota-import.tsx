import { Alert, Button, FileInput, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useSetQuotas } from '@/features/allocation/api/set-quotas';
import { parseQuotaCsv } from '@/features/allocation/quota-csv';
import { errorDetail, fieldErrors, isApiErrorResponse } from '@/lib/api/api-errors';
import { useCollectionList } from '@/lib/api/collections/get-collection-list';

/**
 * Quotas from a CSV (columns email or person, quota, preferred_role): read in the browser,
 * shown with the lines it could not use, then saved in one call.
 */
export function QuotaImport({ round }: { round: number }) {
  const people = useCollectionList<{ id: number; email: string }>('people', { limit: 'all' });
  const roles = useCollectionList<{ id: number; name: string }>('roles', { limit: 'all' });
  const save = useSetQuotas();
  const [csv, setCsv] = useState<string | null>(null);
  const [done, setDone] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Read against the people and roles as they are now: a file chosen before both lists
  // arrived is read again when they do, instead of matching nobody.
  const ready = !people.isPending && !roles.isPending;
  const parsed = useMemo(
    () =>
      csv === null || !ready
        ? null
        : parseQuotaCsv(csv, people.data?.rows ?? [], roles.data?.rows ?? []),
    [csv, ready, people.data, roles.data],
  );

  const read = async (file: File | null) => {
    setDone(null);
    setError(null);
    setCsv(file ? await file.text() : null);
  };
  const submit = async () => {
    if (!parsed) return;
    try {
      setDone((await save.mutateAsync({ round, body: { quotas: parsed.quotas } })).count);
      setCsv(null);
    } catch (e) {
      if (!isApiErrorResponse(e)) throw e;
      const fields = fieldErrors(e.body);
      setError(errorDetail(e.body) ?? Object.values(fields)[0] ?? 'The quotas were not saved.');
    }
  };

  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Quotas
        </Title>
        <Text size="sm" c="dimmed">
          Everyone has the round's quota unless you import their own: a CSV with columns email (or
          person), quota (0 exempts them) and, if you like, preferred_role.
        </Text>
        <FileInput
          label="Quotas CSV"
          accept=".csv,text/csv"
          clearable
          disabled={people.isPending || roles.isPending}
          onChange={(file) => void read(file)}
        />
        {parsed && (
          <>
            <Text size="sm">{parsed.quotas.length} quotas ready to save.</Text>
            {parsed.problems.length > 0 && (
              <Alert color="orange" title="Lines left out">
                <List size="sm">
                  {parsed.problems.map((p) => (
                    <List.Item key={p}>{p}</List.Item>
                  ))}
                </List>
              </Alert>
            )}
            <Group>
              <Button onClick={submit} loading={save.isPending} disabled={!parsed.quotas.length}>
                Save quotas
              </Button>
            </Group>
          </>
        )}
        {done !== null && (
          <Text size="sm" role="status">
            {done} quotas saved.
          </Text>
        )}
        {error && <Alert color="red">{error}</Alert>}
      </Stack>
    </Paper>
  );
}
