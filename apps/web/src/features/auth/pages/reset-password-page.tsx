import { Alert, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { usePasswordResetCheck } from '@/features/auth/api/password-reset-check';
import { usePasswordResetToken } from '@/features/auth/api/password-reset-token';
import { AuthCard } from '@/features/auth/components/auth-card';
import { FormAlerts } from '@/features/auth/components/form-alerts';
import { fieldErrors, NETWORK_ERROR_MESSAGE } from '@/lib/api/api-errors';
import { parseServerErrors, type ServerFormErrors } from '@/lib/form/server-errors';
import { useForm } from '@/lib/form/use-form';
import { validateNewPassword, validateRepeat } from '@/lib/validation';
import { PageLoader } from '@/shell/page-loader';

/** `/password/reset/{token}` and `/forgot/reset/{token}`: check the link, set a new password. */
export default function ResetPasswordPage() {
  const { token = '' } = useParams();
  const check = usePasswordResetCheck(token);

  if (check.isPending) return <PageLoader label="Checking your reset link" />;

  const res = check.data;
  if (res?.status !== 200) {
    const message = res ? (fieldErrors(res.body).token ?? 'Error') : NETWORK_ERROR_MESSAGE;
    return (
      <AuthCard title="Reset Password">
        <Stack gap="md">
          <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>
            {message}
          </Alert>
          <Button component={Link} to="/hello" variant="default" fullWidth>
            Back
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  return <NewPasswordForm token={token} email={res.body.email} />;
}

function NewPasswordForm({ token, email }: { token: string; email: string }) {
  const navigate = useNavigate();
  const reset = usePasswordResetToken();
  const [serverErrors, setServerErrors] = useState<ServerFormErrors | null>(null);
  const form = useForm({
    initialValues: { password: '', repeat: '' },
    validate: {
      password: validateNewPassword,
      repeat: (repeat, values) => validateRepeat(repeat, values.password),
    },
  });

  const submit = form.onSubmit(async ({ password }) => {
    setServerErrors(null);
    try {
      await reset.mutateAsync({ body: { token, password } });
      navigate('/dashboard', { replace: true });
    } catch (error) {
      const parsed = parseServerErrors(error, ['password']);
      form.setErrors(parsed.fields);
      setServerErrors(parsed);
    }
  });

  return (
    <AuthCard title="Reset Password" description="Choose a new password for your account.">
      <form onSubmit={submit} ref={form.formRef} noValidate>
        <Stack gap="md">
          <Text size="sm">
            Email: <strong data-testid="reset-email">{email}</strong>
          </Text>
          {/* Lets password managers pair the new password with the account. */}
          <input type="hidden" name="username" autoComplete="username" value={email} readOnly />
          <PasswordInput
            {...form.getInputProps('password')}
            label="New password"
            description="At least 8 characters."
            autoComplete="new-password"
            required
          />
          <PasswordInput
            {...form.getInputProps('repeat')}
            label="Repeat new password"
            autoComplete="new-password"
            required
          />
          <FormAlerts errors={serverErrors} />
          <Button type="submit" loading={reset.isPending} fullWidth>
            Set password
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
