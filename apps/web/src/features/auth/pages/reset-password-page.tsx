import type { PasswordLinkInfo } from '@crewcall/contract';
import { Alert, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { usePasswordResetCheck } from '@/features/auth/api/password-reset-check';
import { usePasswordResetToken } from '@/features/auth/api/password-reset-token';
import { AuthCard } from '@/features/auth/components/auth-card';
import { FormAlerts } from '@/features/auth/components/form-alerts';
import { useSite } from '@/features/site/site-context';
import { fieldErrors, NETWORK_ERROR_MESSAGE } from '@/lib/api/api-errors';
import { parseServerErrors, type ServerFormErrors } from '@/lib/form/server-errors';
import { useForm } from '@/lib/form/use-form';
import { required, validateNewPassword, validateRepeat } from '@/lib/validation';
import { PageLoader } from '@/shell/page-loader';

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

/** Title and words of the page for what the link is for. */
function wordingFor(link: PasswordLinkInfo, siteName: string) {
  if (link.use_existing_password) {
    return {
      title: `Join ${siteName}`,
      description:
        'This email already has a Crewcall login (it is the same at every club that uses it). Enter its password to join this club; it stays as it is.',
      submit: 'Join',
    };
  }
  if (link.purpose === 'invite') {
    return {
      title: 'Choose your password',
      description: `Welcome to ${siteName}. Choose the password you will log in with. Your Crewcall login is the same at every club that uses it.`,
      submit: 'Set password',
    };
  }
  if (link.new_login) {
    return {
      title: 'Set your password',
      description: `Choose the password you will log in with at ${siteName}. Your Crewcall login is the same at every club that uses it.`,
      submit: 'Set password',
    };
  }
  return {
    title: 'Reset Password',
    description: 'Choose a new password for your account.',
    submit: 'Set password',
  };
}

function NewPasswordForm({ token, link }: { token: string; link: PasswordLinkInfo }) {
  const { email } = link;
  const existing = Boolean(link.use_existing_password);
  const words = wordingFor(link, useSite().name);
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
