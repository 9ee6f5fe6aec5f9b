import type {
  DateSelectArg,
  DatesSetArg,
  DayCellContentArg,
  DayHeaderContentArg,
  EventClickArg,
  EventInput,
} from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { Box, LoadingOverlay } from '@mantine/core';
import { useViewportSize } from '@mantine/hooks';
import { type ReactNode, useMemo, useRef } from 'react';
import { type CalendarView, FC_VIEWS, viewFromFc } from '@/features/events/calendar/calendar-view';
import { clubTimeZonePlugin } from '@/features/events/calendar/club-time-zone-plugin';
import classes from '@/features/events/calendar/event-calendar.module.css';
import { toIsoDate, WEEK_START } from '@/lib/formats';
import { clubTimeZone, inClubZone } from '@/lib/time-zone';
import { usePhoneLayout } from '@/lib/use-phone-layout';

/** Spec section 9: the calendar is never shorter than 700 px. */
export const MIN_CALENDAR_HEIGHT = 700;

export interface VisibleRange {
  start: Date;
  end: Date;
  view: CalendarView;
  /** The day the view is about (the month's first day, the week's Monday). */
  focus: string;
}

export interface EventCalendarProps<Entry> {
  /** FullCalendar events; `extendedProps.entry` carries the row a click hands back. */
  events: EventInput[];
  loading?: boolean;
  initialView: CalendarView;
  /** YYYY-MM-DD the calendar opens at. */
  initialDate?: string;
  /** The visible range changed (navigation, view switch, first render). */
  onRangeChange: (range: VisibleRange) => void;
  onEntryClick: (entry: Entry) => void;
  /** The day button of a day: open that day (YYYY-MM-DD). */
  onDayOpen?: (isoDate: string) => void;
  /** Admins drag across days or hours to add an event there. */
  onSelectRange?: (start: Date, end: Date, allDay: boolean) => void;
  /** What each day offers besides its day button (the availability button). */
  dayAction?: (date: Date) => ReactNode;
}

// The calendar runs on the club's clock (clubTimeZonePlugin): every Date it hands back is
// an instant, and its day is read on the club's clock too (inClubZone, toIsoDate).

/**
 * The club calendar: FullCalendar's month, week and list views, weeks from Monday,
 * today/prev/next, and a day button in each day (month) or column heading (week). Loaded
 * only by calendar pages, so the first page never carries FullCalendar.
 */
export function EventCalendar<Entry>(props: EventCalendarProps<Entry>) {
  const { events, loading = false, initialView, initialDate } = props;
  const { height: viewport } = useViewportSize();
  // Grid views fill the screen below the header, but never less than 700 px.
  const height = Math.max(MIN_CALENDAR_HEIGHT, viewport - 220);
  // FullCalendar redraws when an option changes identity: the options are made once, and
  // read the latest handlers through this ref.
  const latest = useRef(props);
  latest.current = props;
  const canOpenDays = Boolean(props.onDayOpen);
  const canSelect = Boolean(props.onSelectRange);
  // A seventh of a phone is too narrow for a time and a name: its month chips show the
  // name alone, wrapped (issue 20, item 5); the time is on the event's page.
  const phone = usePhoneLayout();

  const options = useMemo(() => {
    // The visible text ("7", "Sat 7") is part of the name ("Open Sat 7 Mar 2026").
    const dayButton = (date: Date, text: string) =>
      canOpenDays ? (
        <button
          type="button"
          className={classes.dayButton}
          aria-label={`Open ${inClubZone(date).format('ddd D MMM YYYY')}`}
          onClick={(event) => {
            event.preventDefault();
            latest.current.onDayOpen?.(toIsoDate(date));
          }}
        >
          {text}
        </button>
      ) : (
        text
      );

    const dayCell = (arg: DayCellContentArg) => {
      const action = latest.current.dayAction;
      return (
        <span className={classes.dayTop}>
          {action && <span className={classes.dayAction}>{action(arg.date)}</span>}
          {dayButton(arg.date, inClubZone(arg.date).format('D'))}
        </span>
      );
    };

    return {
      plugins: [dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin, clubTimeZonePlugin],
      headerToolbar: {
        left: 'prev,today,next',
        center: 'title',
        right: `${FC_VIEWS.month},${FC_VIEWS.week},${FC_VIEWS.list}`,
      },
      buttonText: {
        prev: 'Previous',
        next: 'Next',
        today: 'Today',
        month: 'Month',
        week: 'Week',
        list: 'List',
      },
      buttonHints: { prev: 'Previous $0', next: 'Next $0', today: 'This $0' },
      views: {
        [FC_VIEWS.month]: { dayCellContent: dayCell, displayEventTime: !phone },
        [FC_VIEWS.week]: {
          dayHeaderContent: (arg: DayHeaderContentArg) =>
            dayButton(arg.date, inClubZone(arg.date).format('ddd D')),
        },
        [FC_VIEWS.list]: { height: 'auto' },
      },
      datesSet: (arg: DatesSetArg) =>
        latest.current.onRangeChange({
          start: arg.start,
          end: arg.end,
          view: viewFromFc(arg.view.type),
          focus: toIsoDate(arg.view.currentStart),
        }),
      eventClick: (arg: EventClickArg) => {
        // Links keep their href (open in a new tab works); a plain click stays in the app.
        arg.jsEvent.preventDefault();
        latest.current.onEntryClick(arg.event.extendedProps.entry as Entry);
      },
      select: (arg: DateSelectArg) =>
        latest.current.onSelectRange?.(arg.start, arg.end, arg.allDay),
    };
  }, [canOpenDays, phone]);

  return (
    <Box pos="relative" className={classes.calendar} mih={MIN_CALENDAR_HEIGHT}>
      <LoadingOverlay visible={loading} zIndex={10} overlayProps={{ blur: 1 }} />
      <FullCalendar
        {...options}
        initialView={FC_VIEWS[initialView]}
        initialDate={initialDate}
        firstDay={WEEK_START}
        timeZone={clubTimeZone()}
        // Words, not FullCalendar's icon font (its icons are unnamed images to a screen reader).
        buttonIcons={false}
        // Phones: the page scrolls and each week grows to show every name (the CSS keeps a
        // week at least 6em tall, so the month is still 700 px or more).
        height={phone ? 'auto' : height}
        dayMaxEvents={!phone}
        events={events}
        eventDisplay="block"
        // FullCalendar names each day cell by its day number, though the cell also holds
        // its events: a name that hides what the cell shows. The cell's day button names it.
        dayCellDidMount={removeCellName}
        moreLinkDidMount={moreLinkIsAButton}
        selectable={canSelect}
        selectMinDistance={5}
      />
    </Box>
  );
}

function removeCellName(arg: { el: HTMLElement }) {
  arg.el.removeAttribute('aria-labelledby');
}

/**
 * A crowded day's "+N more" opens a popover: FullCalendar makes it a focusable link
 * without an address but with aria-expanded, which only a button may carry.
 */
function moreLinkIsAButton(arg: { el: HTMLElement }) {
  arg.el.setAttribute('role', 'button');
}
