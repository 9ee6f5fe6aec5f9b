import { useDateFormats } from '@/features/events/use-date-formats';

/**
 * When an event runs, as its cards, page and pop-ups say it: "Sat 7 Mar 2026 10:00 am to
 * 4:00 pm", the end's date only when it is another day.
 */
export function useEventWhen() {
  const formats = useDateFormats();
  return (start: string, end: string) => {
    const sameDay = formats.date(start) === formats.date(end);
    return `${formats.dateTime(start)} to ${sameDay ? formats.time(end) : formats.dateTime(end)}`;
  };
}
