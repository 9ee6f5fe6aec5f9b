import '@/features/auth/password-styles';
import type { PasswordLinkInfo } from '@crewcall/contract';
import { Alert, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { PageLoader } from '@/components/page-loader';
import { usePasswordResetCheck } from '@/features/auth/api/password-reset-check';
import { usePasswordResetToken } from '@/features/auth/api/password-reset-token';
import { AuthCard } from '@/features/auth/components/auth-card';
import { FormAlerts } from '@/features/auth/components/form-alerts';
import { resetPageWording } from '@/features/auth/reset-wording';
import { useSite } from '@/lib/site/site-context';
import { fieldErrors, NETWORK_ERROR_MESSAGE } from '@/lib/api/api-errors';
import { parseServerErrors, type ServerFormErrors } from '@/lib/form/server-errors';
import { useForm } from '@/lib/form/use-form';
import { required, validateNewPassword, validateRepeat } from '@/lib/validation';

/**
 * `/password/reset/{token}` and `/forgot/reset/{token}`: check the link, set a new password.
 * The same page accepts an invitation ("Choose your password"); an invitation to an email
 * that already logs in at another club asks for that login's password instead.
 */
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

  return <NewPasswordForm token={token} link={res.body} />;
}

function NewPasswordForm({ token, link }: { token: string; link: PasswordLinkInfo }) {
  const { email } = link;
  const existing = Boolean(link.use_existing_password);
  const words = resetPageWording(link, useSite().name);
  const navigate = useNavigate();
  const reset = usePasswordResetToken();
  const [serverErrors, setServerErrors] = useState<ServerFormErrors | null>(null);
  const form = useForm({
    initialValues: { password: '', repeat: '' },
    validate: {
      password: existing ? required : validateNewPassword,
      repeat: existing ? undefined : (repeat, values) => validateRepeat(repeat, values.password),
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
    <AuthCard title={words.title} description={words.description}>
      <form onSubmit={submit} ref={form.formRef} noValidate>
        <Stack gap="md">
          <Text size="sm">
            Email: <strong data-testid="reset-email">{email}</strong>
          </Text>
          {/* Lets password managers pair the new password with the account. */}
          <input type="hidden" name="username" autoComplete="username" value={email} readOnly />
          {existing ? (
            <PasswordInput
              {...form.getInputProps('password')}
              label="Current password"
              description="The password you log in with at your other club."
              autoComplete="current-password"
              required
            />
          ) : (
            <>
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
            </>
          )}
          <FormAlerts errors={serverErrors} />
          <Button type="submit" loading={reset.isPending} fullWidth>
            {words.submit}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
