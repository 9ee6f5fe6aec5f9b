import { Alert } from '@mantine/core';
import { useState } from 'react';
import { parseServerErrors } from '@/lib/form/server-errors';

/**
 * What a form does with a failed save: field errors land on their fields, and the form-level
 * message (`non_field_errors[0]`, or `detail`) shows in one red alert above the form.
 */
export function useSubmitErrors(
  form: { setErrors: (errors: Record<string, string>) => void },
  fields: readonly string[],
) {
  const [alert, setAlert] = useState<string | null>(null);
  return {
    alert,
    clear: () => setAlert(null),
    /** `error` is what the failed call threw (a ts-rest answer, or a network error). */
    show: (error: unknown) => {
      const parsed = parseServerErrors(error, fields);
      form.setErrors(parsed.fields);
      setAlert(parsed.alert ?? parsed.detail);
    },
  };
}

export function SubmitErrorAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {message}
    </Alert>
  );
}
