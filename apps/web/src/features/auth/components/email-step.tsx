import type { RegisterCheckResult } from '@crewcall/contract';
import { Button, Stack, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useRegisterCheck } from '@/features/auth/api/register-check';
import { FormAlerts } from '@/features/auth/components/form-alerts';
import { parseServerErrors, type ServerFormErrors } from '@/lib/form/server-errors';
import { useForm } from '@/lib/form/use-form';
import { validateEmail } from '@/lib/validation';

/** Step 1: 'Please enter your email to continue'. The server decides what comes next. */
export function EmailStep({
  initialEmail,
  onChecked,
}: {
  initialEmail: string;
  onChecked: (email: string, result: RegisterCheckResult) => void;
}) {
  const check = useRegisterCheck();
  const [serverErrors, setServerErrors] = useState<ServerFormErrors | null>(null);
  const form = useForm({
    initialValues: { email: initialEmail },
    validate: { email: validateEmail },
  });
  const emailRef = useRef<HTMLInputElement>(null);
  // The step's one field takes focus, so keyboard users can type straight away.
  useEffect(() => emailRef.current?.focus(), []);

  const submit = form.onSubmit(async ({ email }) => {
    setServerErrors(null);
    const trimmed = email.trim();
    try {
      const res = await check.mutateAsync({ body: { email: trimmed } });
      onChecked(trimmed, res.body);
    } catch (error) {
      const parsed = parseServerErrors(error, ['email']);
      form.setErrors(parsed.fields);
      setServerErrors(parsed);
    }
  });

  return (
    <form onSubmit={submit} ref={form.formRef} noValidate>
      <Stack gap="md">
        <TextInput
          {...form.getInputProps('email')}
          label="Email"
          type="email"
          autoComplete="email"
          required
          ref={emailRef}
        />
        <FormAlerts errors={serverErrors} />
        <Button type="submit" loading={check.isPending} fullWidth>
          Continue
        </Button>
      </Stack>
    </form>
  );
}
