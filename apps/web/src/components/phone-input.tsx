import '@mantine/core/styles/Combobox.css';
import { Group, NativeSelect, TextInput } from '@mantine/core';
import { COUNTRY_CODES, composePhone } from '@/lib/phone';

/**
 * Country code (+61 / +44) and the local number. The number is saved with the code,
 * without spaces or leading zeros; the description shows what will be saved.
 */
export function PhoneInput({
  code,
  onCodeChange,
  local,
  onLocalChange,
  error,
  required = false,
  autoFocus = false,
}: {
  code: string;
  onCodeChange: (code: string) => void;
  local: string;
  onLocalChange: (local: string) => void;
  error?: string;
  /** Registration leaves the phone optional (spec section 5). */
  required?: boolean;
  /** The field a dialog starts in (Mantine's `data-autofocus`). */
  autoFocus?: boolean;
}) {
  const full = composePhone(code, local);
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <NativeSelect
        label="Country code"
        data={[...COUNTRY_CODES]}
        value={code}
        onChange={(event) => onCodeChange(event.currentTarget.value)}
        w={112}
      />
      <TextInput
        label="Phone"
        name="phone"
        type="tel"
        autoComplete="tel-national"
        inputMode="tel"
        required={required}
        data-autofocus={autoFocus || undefined}
        value={local}
        onChange={(event) => onLocalChange(event.currentTarget.value)}
        error={error}
        description={full && !error ? `Saved as ${full}` : undefined}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        style={{ flex: 1 }}
      />
    </Group>
  );
}
