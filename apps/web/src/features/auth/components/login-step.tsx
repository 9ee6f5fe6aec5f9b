import '@/features/auth/password-styles';
import { Anchor, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useLogin } from '@/features/auth/api/login';
import { usePasswordResetRequest } from '@/features/auth/api/password-reset-request';
import { FormAlerts } from '@/features/auth/components/form-alerts';
import { parseServerErrors, type ServerFormErrors } from '@/lib/form/server-errors';
import { useForm } from '@/lib/form/use-form';
import { required } from '@/lib/validation';

/** Step 2: the password for an account that belongs to this club. */
export function LoginStep({
  email,
  onChangeEmail,
  onLoggedIn,
  onResetRequested,
}: {
  email: string;
  onChangeEmail: () => void;
  onLoggedIn: () => void;
  onResetRequested: () => void;
}) {
  const login = useLogin();
  const resetRequest = usePasswordResetRequest();
  const [serverErrors, setServerErrors] = useState<ServerFormErrors | null>(null);
  const form = useForm({ initialValues: { password: '' }, validate: { password: required } });
  const passwordRef = useRef<HTMLInputElement>(null);
  useEffect(() => passwordRef.current?.focus(), []);

  const submit = form.onSubmit(async ({ password }) => {
    setServerErrors(null);
    try {
      await login.mutateAsync({ body: { email, password } });
      onLoggedIn();
    } catch (error) {
      const parsed = parseServerErrors(error, ['password']);
      form.setErrors(parsed.fields);
      // A refused login (e.g. pending approval) is an error: a red alert, not a notice.
      setServerErrors({ ...parsed, detail: parsed.detail ?? parsed.alert, alert: null });
    }
  });

  const forgot = async () => {
    setServerErrors(null);
    try {
      await resetRequest.mutateAsync({ body: { email } });
      onResetRequested();
    } catch (error) {
      setServerErrors(parseServerErrors(error, []));
    }
  };

  return (
    <form onSubmit={submit} ref={form.formRef} noValidate>
      <Stack gap="md">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          {/* The whole email, wrapped if long: people check it is the right one. */}
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            Logging in as <strong>{email}</strong>
          </Text>
          <Anchor component="button" type="button" size="sm" onClick={onChangeEmail}>
            Change
          </Anchor>
        </Group>
        {/* Lets password managers pair the password with the account. */}
        <input type="hidden" name="username" autoComplete="username" value={email} readOnly />
        <PasswordInput
          {...form.getInputProps('password')}
          ref={passwordRef}
          label="Password"
          autoComplete="current-password"
          required
        />
        <FormAlerts errors={serverErrors} />
        <Button type="submit" loading={login.isPending} fullWidth>
          Login
        </Button>
        <Group justify="center">
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => void forgot()}
            disabled={resetRequest.isPending}
          >
            Forgot password?
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
