import dayjs from 'dayjs';

/** An ISO moment as an `<input type="datetime-local">` value (the browser's time). */
export function toLocalInput(value: string): string {
  const d = dayjs(value);
  return d.isValid() ? d.format('YYYY-MM-DDTHH:mm') : '';
}

/** A datetime-local value back as an ISO moment; null when it is not a date and time. */
export function fromLocalInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return null;
  const d = dayjs(value);
  return d.isValid() ? d.toISOString() : null;
}
