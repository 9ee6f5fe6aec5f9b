import { MAX_IMPORT_ROWS } from '@crewcall/contract';
import { Alert, Button, FileButton, List, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconFileUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { type ParsedCsv, parseCsv } from '@/features/people/import/csv-mapping';

/** Files bigger than this are not a membership list (5,000 rows with notes fit easily). */
const MAX_FILE_BYTES = 5 * 1024 * 1024;

/** Step 1: pick the membership export (CSV). Read in the browser; nothing is sent yet. */
export function UploadStep({ onParsed }: { onParsed: (csv: ParsedCsv, fileName: string) => void }) {
  const [error, setError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);

  const read = async (file: File | null) => {
    if (!file) return;
    setError(null);
    if (file.size > MAX_FILE_BYTES) {
      setError('This file is larger than 5 MB. Export only the columns you need, or split it.');
      return;
    }
    setReading(true);
    try {
      const csv = parseCsv(await file.text());
      if (csv.headers.length === 0 || csv.rows.length === 0) {
        setError('This file has no rows below its header line. Is it the right file?');
      } else if (csv.rows.length > MAX_IMPORT_ROWS) {
        setError(
          `This file has ${csv.rows.length} rows; import at most ${MAX_IMPORT_ROWS} at a time. Split it into smaller files.`,
        );
      } else {
        onParsed(csv, file.name);
      }
    } catch {
      setError(
        'This file could not be read as CSV. Save it from your spreadsheet as "CSV (comma separated)".',
      );
    } finally {
      setReading(false);
    }
  };

  return (
    <Stack gap="md" maw={640}>
      <Text size="sm">
        Export your members from your spreadsheet or membership system as a CSV file, with a header
        line naming the columns. You will choose what each column holds, then see what will happen
        to every row before anything is saved.
      </Text>
      <List size="sm" spacing={4}>
        <List.Item>Each person needs a name and an email address; a phone is optional.</List.Item>
        <List.Item>
          Members the club already has (same email) are skipped, never changed. Repeated emails in
          the file are imported once.
        </List.Item>
        <List.Item>
          Everyone is imported as an active Volunteer without a login: invite them afterwards to set
          a password.
        </List.Item>
      </List>
      <FileButton onChange={read} accept=".csv,text/csv,text/plain">
        {(props) => (
          <Button
            {...props}
            leftSection={<IconFileUpload size={18} aria-hidden />}
            loading={reading}
            w="fit-content"
          >
            Choose a CSV file
          </Button>
        )}
      </FileButton>
      {error && (
        <Alert
          color="red"
          variant="light"
          role="alert"
          title="This file cannot be imported"
          icon={<IconAlertTriangle size={18} aria-hidden />}
        >
          {error}
        </Alert>
      )}
    </Stack>
  );
}
