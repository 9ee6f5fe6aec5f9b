import '@/features/auth/password-styles';
import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { PhoneInput } from '@/components/phone-input';
import { useRegister } from '@/features/auth/api/register';
import { FormAlerts } from '@/features/auth/components/form-alerts';
import { parseServerErrors, type ServerFormErrors } from '@/lib/form/server-errors';
import { useForm } from '@/lib/form/use-form';
import { composePhone, defaultCountryCode } from '@/lib/phone';
import { required, validateNewPassword, validatePhone, validateRepeat } from '@/lib/validation';

export type RegisterState = 'details-required' | 'account-required';

/**
 * Step 3, in the state the server returned: `details-required` (an account exists at
 * another club: confirm its password) or `account-required` (new password and repeat).
 */
export function RegisterStep({
  email,
  state,
  onRegistered,
  onChangeEmail,
}: {
  email: string;
  state: RegisterState;
  onRegistered: () => void;
  /** Back to the email step, to fix a mistyped email. */
  onChangeEmail?: () => void;
}) {
  const register = useRegister();
  const newAccount = state === 'account-required';
  const [serverErrors, setServerErrors] = useState<ServerFormErrors | null>(null);
  const form = useForm({
    initialValues: {
      name: '',
      countryCode: defaultCountryCode() as string,
      phone: '',
      password: '',
      repeat: '',
    },
    validate: {
      name: required,
      // Optional: the rule applies only when a number is given.
      phone: (phone, values) =>
        phone.trim() ? validatePhone(composePhone(values.countryCode, phone)) : null,
      password: newAccount ? validateNewPassword : required,
      repeat: newAccount ? (repeat, values) => validateRepeat(repeat, values.password) : undefined,
    },
  });
  const nameRef = useRef<HTMLInputElement>(null);
  useEffect(() => nameRef.current?.focus(), []);

  const submit = form.onSubmit(async (values) => {
    setServerErrors(null);
    try {
      await register.mutateAsync({
        body: {
          email,
          name: values.name.trim(),
          phone: composePhone(values.countryCode, values.phone) || undefined,
          password: values.password,
        },
      });
      onRegistered();
    } catch (error) {
      const parsed = parseServerErrors(error, ['name', 'phone', 'password']);
      form.setErrors(parsed.fields);
      setServerErrors(parsed);
    }
  });

  return (
    <form onSubmit={submit} ref={form.formRef} noValidate>
      <Stack gap="md">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            Registering <strong>{email}</strong>
          </Text>
          {onChangeEmail && (
            <Anchor component="button" type="button" size="sm" onClick={onChangeEmail}>
              Change
            </Anchor>
          )}
        </Group>
        <TextInput
          {...form.getInputProps('name')}
          ref={nameRef}
          label="Name"
          autoComplete="name"
          required
        />
        <PhoneInput
          code={form.values.countryCode}
          onCodeChange={(code) => form.setFieldValue('countryCode', code)}
          local={form.values.phone}
          onLocalChange={(local) => form.setFieldValue('phone', local)}
          error={form.errors.phone}
        />
        <PasswordInput
          {...form.getInputProps('password')}
          label={newAccount ? 'Password' : 'Current password'}
          description={
            newAccount ? 'At least 8 characters.' : 'The password of your existing account.'
          }
          autoComplete={newAccount ? 'new-password' : 'current-password'}
          required
        />
        {newAccount && (
          <PasswordInput
            {...form.getInputProps('repeat')}
            label="Repeat password"
            autoComplete="new-password"
            required
          />
        )}
        <FormAlerts errors={serverErrors} />
        <Button type="submit" loading={register.isPending} fullWidth>
          Register
        </Button>
      </Stack>
    </form>
  );
}
