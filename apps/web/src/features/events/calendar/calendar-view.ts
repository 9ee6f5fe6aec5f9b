import { isIsoDate } from '@/lib/formats';

/** The calendar's views (spec section 3: "Calendar view: focus, type (default month)"). */
export type CalendarView = 'month' | 'week' | 'list';

export const FC_VIEWS: Record<CalendarView, string> = {
  month: 'dayGridMonth',
  week: 'timeGridWeek',
  list: 'listMonth',
};

export function viewFromFc(type: string): CalendarView {
  const found = (Object.keys(FC_VIEWS) as CalendarView[]).find((view) => FC_VIEWS[view] === type);
  return found ?? 'month';
}

/** The view and focus day kept in the URL (`?view=week&date=2026-03-02`), so reload and Back keep them. */
export interface CalendarPlace {
  view: CalendarView;
  date?: string;
}

export function readCalendarPlace(search: URLSearchParams): CalendarPlace {
  const view = search.get('view');
  const date = search.get('date');
  return {
    view: view === 'week' || view === 'list' ? view : 'month',
    date: date && isIsoDate(date) ? date : undefined,
  };
}

export function calendarPlaceSearch(place: CalendarPlace): string {
  const params = new URLSearchParams();
  if (place.view !== 'month') params.set('view', place.view);
  if (place.date) params.set('date', place.date);
  const text = params.toString();
  return text ? `?${text}` : '';
}
