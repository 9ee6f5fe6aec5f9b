/**
 * The one way the app shows hours worked: hours and minutes, "2 h 30 min" (also "45 min",
 * "3 h", "0 min"). Decimal hours ("2.50") read like a clock time ("2:50") to many
 * volunteers, so screens never show them; the CSV export keeps the decimal number
 * (a column a spreadsheet can add up).
 *
 * The API sends hours with two decimals; those hold a whole number of minutes exactly
 * (0.01 h is 0.6 min, so rounding to the minute gives back the minutes that were timed).
 */
export function formatHours(hours: number | null | undefined): string {
  if (hours === null || hours === undefined || !Number.isFinite(hours)) return '';
  const totalMinutes = Math.round(Math.abs(hours) * 60);
  const whole = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  const sign = hours < 0 && totalMinutes > 0 ? '-' : '';
  if (whole === 0) return `${sign}${minutes} min`;
  const hoursText = `${sign}${whole.toLocaleString('en-GB')} h`;
  return minutes === 0 ? hoursText : `${hoursText} ${minutes} min`;
}
