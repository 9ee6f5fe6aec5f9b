import '@mantine/dates/styles.css';
import { Group } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';

/** From/to days for a date field: `field__ge` and `field__le` as YYYY-MM-DD. */
export default function DateRangeFilter({
  label,
  from,
  to,
  onChange,
}: {
  label: string;
  from: string;
  to: string;
  onChange: (range: { from: string; to: string }) => void;
}) {
  return (
    <Group grow gap="xs" align="flex-end" wrap="nowrap">
      <DatePickerInput
        label={`${label} from`}
        value={from || null}
        valueFormat="YYYY-MM-DD"
        clearable
        firstDayOfWeek={1}
        onChange={(value) => onChange({ from: value ? String(value).slice(0, 10) : '', to })}
      />
      <DatePickerInput
        label={`${label} to`}
        value={to || null}
        valueFormat="YYYY-MM-DD"
        clearable
        firstDayOfWeek={1}
        onChange={(value) => onChange({ from, to: value ? String(value).slice(0, 10) : '' })}
      />
    </Group>
  );
}
