import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Checkbox.css';
import { PHONE_CODE_DIGITS, PHONE_CODE_NOTE, PHONE_CODE_RESEND_SECONDS } from '@crewcall/contract';
import { Anchor, Button, Checkbox, Modal, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { FormActions } from '@/components/form-actions';
import { PhoneInput } from '@/components/phone-input';
import { useChangePhone, useVerifyPhone } from '@/features/profile/api/phone';
import { errorDetail, isApiErrorResponse } from '@/lib/api/api-errors';
import { parseServerErrors } from '@/lib/form/server-errors';
import { SubmitErrorAlert } from '@/lib/form/submit-errors';
import { composePhone, defaultCountryCode, splitPhone } from '@/lib/phone';
import { REQUIRED, validatePhone } from '@/lib/validation';

type Step = 'number' | 'code';

/** What a failed call says, split into a field message and an alert. */
function failure(error: unknown, field: string) {
  // A code asked for too soon (429) is this dialog's to say, with when to ask again.
  if (isApiErrorResponse(error) && error.status === 429) {
    return { field: null, alert: errorDetail(error.body) ?? 'Please wait a moment.' };
  }
  const parsed = parseServerErrors(error, [field]);
  return { field: parsed.fields[field] ?? null, alert: parsed.alert ?? parsed.detail };
}

/** Seconds until `at` (0 once passed), ticking while the dialog is open. */
function useSecondsUntil(at: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (at === null || at <= Date.now()) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [at]);
  return at === null ? 0 : Math.max(0, Math.ceil((at - now) / 1000));
}

/**
 * The phone dialog (spec section 2): enter a number with its country code (+61 or +44,
 * defaulting from the browser's language); if the club sends SMS, a code is texted and
 * the dialog asks for it ("You have 5 minutes to enter it below"), with a way to get a
 * new one; on success it closes. Without SMS it closes once the number is saved.
 */
export function PhoneDialog({
  opened,
  onClose,
  phone,
}: {
  opened: boolean;
  onClose: () => void;
  /** The number saved now ('' for none). */
  phone: string;
}) {
  const changePhone = useChangePhone();
  const verifyPhone = useVerifyPhone();
  const [step, setStep] = useState<Step>('number');
  const [country, setCountry] = useState<string>(() => defaultCountryCode());
  const [local, setLocal] = useState('');
  const [code, setCode] = useState('');
  const [smsOn, setSmsOn] = useState(true);
  const [sentTo, setSentTo] = useState('');
  const [resendAt, setResendAt] = useState<number | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const waitSeconds = useSecondsUntil(resendAt);
  const busy = changePhone.isPending || verifyPhone.isPending;

  // Each opening starts from the saved number; only the opening (saving changes `phone`
  // while the dialog is open, and the code step must stay).
  const wasOpen = useRef(false);
  useEffect(() => {
    const opening = opened && !wasOpen.current;
    wasOpen.current = opened;
    if (!opening) return;
    const split = splitPhone(phone, defaultCountryCode());
    setCountry(split.code);
    setLocal(split.local);
    setStep('number');
    setCode('');
    setSmsOn(true); // verifying a phone is for getting SMS; unticking says otherwise
    setFieldError(null);
    setAlert(null);
  }, [opened, phone]);

  const close = () => {
    if (busy) return;
    onClose();
  };

  const sendNumber = async (number: string) => {
    const result = await changePhone.mutateAsync(number);
    if (!result.verification_required) {
      notifications.show({ color: 'green', message: 'Your phone number is saved.' });
      onClose();
      return;
    }
    setSentTo(number);
    setCode('');
    setStep('code');
    setResendAt(Date.now() + PHONE_CODE_RESEND_SECONDS * 1000);
  };

  const saveNumber = async (event: FormEvent) => {
    event.preventDefault();
    setAlert(null);
    const number = composePhone(country, local);
    const problem = number ? validatePhone(number) : REQUIRED;
    setFieldError(problem);
    if (problem) return;
    try {
      await sendNumber(number);
    } catch (error) {
      const failed = failure(error, 'phone');
      setFieldError(failed.field);
      setAlert(failed.alert);
    }
  };

  const resend = async () => {
    setAlert(null);
    setFieldError(null);
    try {
      await sendNumber(sentTo);
      notifications.show({ color: 'green', message: `A new code is on its way to ${sentTo}.` });
    } catch (error) {
      setAlert(failure(error, 'verify_code').alert);
    }
  };

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    setAlert(null);
    if (!code.trim()) {
      setFieldError(REQUIRED);
      return;
    }
    setFieldError(null);
    try {
      await verifyPhone.mutateAsync({
        phone: sentTo,
        verify_code: code.trim(),
        sms_notifications: smsOn,
      });
      notifications.show({ color: 'green', message: 'Your phone number is verified.' });
      onClose();
    } catch (error) {
      const failed = failure(error, 'verify_code');
      setFieldError(failed.field);
      setAlert(failed.alert);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={step === 'number' ? 'Change phone' : 'Verify phone'}
      centered
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
    >
      {step === 'number' ? (
        <form onSubmit={saveNumber} noValidate>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              Your club can text you reminders and changes to your shifts. If it sends SMS, we text
              a code to the number to check it is yours.
            </Text>
            <SubmitErrorAlert message={alert} />
            <PhoneInput
              code={country}
              onCodeChange={setCountry}
              local={local}
              onLocalChange={(value) => {
                setLocal(value);
                setFieldError(null);
              }}
              error={fieldError ?? undefined}
              required
              autoFocus
            />
            <FormActions mt="sm">
              <Button variant="default" onClick={close} disabled={busy}>
                Cancel
              </Button>
              <Button type="submit" loading={changePhone.isPending}>
                Save phone
              </Button>
            </FormActions>
          </Stack>
        </form>
      ) : (
        <form onSubmit={verify} noValidate>
          <Stack gap="md">
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              We sent a {PHONE_CODE_DIGITS}-digit code to <strong>{sentTo}</strong>.{' '}
              {PHONE_CODE_NOTE}.
            </Text>
            <SubmitErrorAlert message={alert} />
            <TextInput
              label="Verification code"
              required
              data-autofocus
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={12}
              value={code}
              onChange={(event) => {
                setCode(event.currentTarget.value);
                setFieldError(null);
              }}
              error={fieldError ?? undefined}
            />
            <Checkbox
              label="Text me reminders and changes to my shifts"
              checked={smsOn}
              onChange={(event) => setSmsOn(event.currentTarget.checked)}
            />
            <Text size="sm">
              No code?{' '}
              <Anchor
                component="button"
                type="button"
                onClick={() => void resend()}
                disabled={busy || waitSeconds > 0}
                c={waitSeconds > 0 ? 'dimmed' : undefined}
              >
                {waitSeconds > 0 ? `Send a new code (${waitSeconds} s)` : 'Send a new code'}
              </Anchor>{' '}
              or{' '}
              <Anchor component="button" type="button" onClick={() => setStep('number')}>
                use another number
              </Anchor>
              .
            </Text>
            <FormActions mt="sm">
              <Button variant="default" onClick={close} disabled={busy}>
                Cancel
              </Button>
              <Button type="submit" loading={verifyPhone.isPending}>
                Verify
              </Button>
            </FormActions>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
