import '@/features/people/import/import-styles';
import type { ImportCountryCode, ImportResult } from '@crewcall/contract';
import { Alert, Anchor, Container, Stack, Stepper, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useProfileFields } from '@/features/people/api/get-profile-fields';
import { useImportPeople } from '@/features/people/api/import-people';
import {
  buildImportRows,
  guessMapping,
  type ImportTarget,
  mappingProblem,
  type ParsedCsv,
} from '@/features/people/import/csv-mapping';
import { DoneStep } from '@/features/people/import/done-step';
import { MappingStep } from '@/features/people/import/mapping-step';
import { PreviewStep } from '@/features/people/import/preview-step';
import { UploadStep } from '@/features/people/import/upload-step';
import { fieldErrors, isApiErrorResponse } from '@/lib/api/api-errors';
import { DiscardChangesDialog } from '@/lib/form/discard-changes-dialog';
import { useUnsavedChanges } from '@/lib/form/use-unsaved-changes';
import { defaultCountryCode } from '@/lib/phone';

type Step = 'upload' | 'map' | 'preview' | 'done';
const STEPS: Step[] = ['upload', 'map', 'preview', 'done'];
const STEP_LABELS: Record<Step, string> = {
  upload: 'Choose file',
  map: 'Match columns',
  preview: 'Check rows',
  done: 'Import and invite',
};

/**
 * Import members from a CSV file (admin): choose the file, say what each column holds,
 * see what the server will do with every row, import, then invite. Nothing is saved
 * before "Import"; the server checks every row again then.
 */
export default function ImportPeoplePage() {
  const phone = useMediaQuery('(max-width: 47.99em)', false);
  const fields = useProfileFields();
  const profileFields = fields.data?.rows ?? [];
  const importer = useImportPeople();

  const [step, setStep] = useState<Step>('upload');
  const [csv, setCsv] = useState<ParsedCsv | null>(null);
  const [fileName, setFileName] = useState('');
  const [mapping, setMapping] = useState<ImportTarget[]>([]);
  const [countryCode, setCountryCode] = useState<ImportCountryCode>(defaultCountryCode());
  const [preview, setPreview] = useState<ImportResult | null>(null);
  const [done, setDone] = useState<ImportResult | null>(null);
  const [error, setError] = useState<string | null>(null);

  // A chosen file not yet imported is work the admin would lose: leaving asks first.
  const guard = useUnsavedChanges(step === 'map' || step === 'preview');

  const rows = useMemo(() => (csv ? buildImportRows(csv, mapping) : []), [csv, mapping]);

  const call = async (dryRun: boolean) => {
    setError(null);
    try {
      const result = await importer.mutateAsync({
        dry_run: dryRun,
        country_code: countryCode,
        rows,
      });
      if (dryRun) {
        setPreview(result);
        setStep('preview');
      } else {
        setDone(result);
        setStep('done');
      }
    } catch (failure) {
      const messages =
        isApiErrorResponse(failure) && failure.status === 400 ? fieldErrors(failure.body) : {};
      setError(
        Object.values(messages)[0] ??
          'The file could not be checked or imported. Nothing was saved; please try again.',
      );
    }
  };

  const restart = () => {
    setCsv(null);
    setPreview(null);
    setDone(null);
    setError(null);
    setStep('upload');
  };

  return (
    <Container size="lg" px={0}>
      <Stack gap="md">
        <div>
          <Anchor component={Link} to="/people" size="sm">
            ← People
          </Anchor>
          <Title order={1} size="h2">
            Import members
          </Title>
          <Text c="dimmed" size="sm" maw={720}>
            Add your club's members from a spreadsheet (CSV), then invite them to log in.
          </Text>
        </div>
        {phone ? (
          <Text size="sm" fw={600} c="dimmed">
            Step {STEPS.indexOf(step) + 1} of {STEPS.length}: {STEP_LABELS[step]}
          </Text>
        ) : (
          <Stepper
            active={STEPS.indexOf(step)}
            size="sm"
            allowNextStepsSelect={false}
            aria-label="Import steps"
          >
            {STEPS.map((s) => (
              <Stepper.Step key={s} label={STEP_LABELS[s]} />
            ))}
          </Stepper>
        )}
        {error && (
          <Alert
            color="red"
            variant="light"
            role="alert"
            title="Not imported"
            icon={<IconAlertTriangle size={18} aria-hidden />}
          >
            {error}
          </Alert>
        )}
        {step === 'upload' && (
          <UploadStep
            onParsed={(parsed, name) => {
              setCsv(parsed);
              setFileName(name);
              setMapping(guessMapping(parsed.headers, profileFields));
              setStep('map');
            }}
          />
        )}
        {step === 'map' && csv && (
          <MappingStep
            csv={csv}
            fileName={fileName}
            mapping={mapping}
            onMappingChange={setMapping}
            profileFields={profileFields}
            countryCode={countryCode}
            onCountryCodeChange={setCountryCode}
            problem={mappingProblem(mapping)}
            checking={importer.isPending}
            onBack={restart}
            onCheck={() => call(true)}
          />
        )}
        {step === 'preview' && preview && (
          <PreviewStep
            result={preview}
            rows={rows}
            profileFields={profileFields}
            importing={importer.isPending}
            onBack={() => setStep('map')}
            onImport={() => call(false)}
          />
        )}
        {step === 'done' && done && <DoneStep result={done} onAnother={restart} />}
      </Stack>
      <DiscardChangesDialog {...guard.dialog} />
    </Container>
  );
}
