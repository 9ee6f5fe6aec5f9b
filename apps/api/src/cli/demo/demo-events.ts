import { addDays, nextWeekday, previousWeekday } from './club-days';

/*
 * The demo club's calendar around today: a series of Sunday races (two already sailed,
 * five to come), a training day today, socials, an open meeting and a regatta whose rota
 * is still a draft. Each event says how its crew is laid out (by assignment and role),
 * which slot Vicky Volunteer takes and which stay open, so that every dashboard card a
 * newcomer looks at has something in it:
 * - Record Hours (Vicky's shift today), Upcoming shifts, her Shifts tab (past shifts
 *   with hours recorded);
 * - the admin's event badges (open slots on upcoming events) and Unpublished card (the
 *   regatta).
 */

/** One shift of an event's crew; times default to the event's. */
export type Slot = { assignment: string; role: string; from?: string; to?: string };

/** `assignment/role`: how an event names the slots Vicky takes or leaves open. */
export const slotKey = (slot: Pick<Slot, 'assignment' | 'role'>) =>
  `${slot.assignment}/${slot.role}`;

/** The assignment and role a slot key names. */
export function slotOf(key: string): Pick<Slot, 'assignment' | 'role'> {
  const [assignment, role] = key.split('/');
  return { assignment, role };
}

export type DemoEvent = {
  /** Stable handle for requests (names may change). */
  key: string;
  name: string;
  /** The day (YYYY-MM-DD) and wall-clock times in the club's zone. */
  date: string;
  from: string;
  to: string;
  type: string;
  location: string;
  details: string;
  inSeries: boolean;
  crew: Slot[];
  /** The slot Vicky Volunteer fills, if any. */
  vicky?: string;
  /** Slots nobody fills yet (each entry leaves one slot of that key open). */
  open?: string[];
  /** False: the rota is saved but not published (the admin's Unpublished card). */
  published: boolean;
  /** Shifts of this past event whose actual times nobody recorded (the rest are). */
  untimed?: string[];
};

const RACE_CREW: Slot[] = [
  { assignment: 'Committee Boat', role: 'Race Officer' },
  { assignment: 'Committee Boat', role: 'Assistant Race Officer' },
  { assignment: 'Safety Boat 1', role: 'Safety Boat Helm' },
  { assignment: 'Safety Boat 1', role: 'Safety Boat Crew' },
  { assignment: 'Safety Boat 2', role: 'Safety Boat Helm' },
  { assignment: 'Safety Boat 2', role: 'Safety Boat Crew' },
  { assignment: 'Shore Team', role: 'Beach Master' },
  { assignment: 'Shore Team', role: 'Galley', from: '11:00', to: '15:00' },
];

const TRAINING_CREW: Slot[] = [
  { assignment: 'Safety Boat 1', role: 'Safety Boat Helm' },
  { assignment: 'Safety Boat 1', role: 'Safety Boat Crew' },
  { assignment: 'Shore Team', role: 'Beach Master' },
  { assignment: 'Shore Team', role: 'Galley', from: '11:30', to: '14:30' },
];

const SOCIAL_CREW: Slot[] = [
  { assignment: 'Shore Team', role: 'Bar' },
  { assignment: 'Shore Team', role: 'Bar' },
  { assignment: 'Shore Team', role: 'Galley', from: '18:30', to: '21:00' },
];

export const SERIES_NAME = 'Winter Series';
export const SERIES_DETAILS = `Seven Sunday races for all dinghy classes, **first gun 10:30**.

Results are posted in the clubhouse after each race. Sign up for the whole series from the calendar.`;

const RACE_DETAILS = `Briefing at **09:30** in the clubhouse, first gun **10:30**, two races back to back.

- Committee boat leaves the pontoon at 10:00
- Safety boats stay out until the last boat is ashore`;

/**
 * Races 1 and 2 sailed the last two Sundays; races 3–7 follow weekly from the next one.
 * On a Sunday, today is the training day's: race 3 is next Sunday (on the same day, Vicky
 * would be on two overlapping shifts, which the app refuses).
 */
function seriesRaces(today: string): DemoEvent[] {
  const lastSunday = previousWeekday(today, 0);
  const nextSunday = nextWeekday(today, 0);
  const raceDay = (i: number) =>
    i < 2 ? addDays(lastSunday, -7 * (1 - i)) : addDays(nextSunday, 7 * (i - 2));
  // Vicky's races and the slots still open on the ones to come.
  const plans: Pick<DemoEvent, 'vicky' | 'open' | 'untimed'>[] = [
    { vicky: 'Shore Team/Galley' },
    { vicky: 'Safety Boat 1/Safety Boat Crew', untimed: ['Shore Team/Beach Master'] },
    { vicky: 'Committee Boat/Assistant Race Officer' },
    { open: ['Safety Boat 2/Safety Boat Helm', 'Safety Boat 2/Safety Boat Crew'] },
    { vicky: 'Shore Team/Beach Master', open: ['Shore Team/Galley'] },
    { open: ['Safety Boat 2/Safety Boat Helm'] },
    {
      open: [
        'Committee Boat/Assistant Race Officer',
        'Safety Boat 2/Safety Boat Helm',
        'Safety Boat 2/Safety Boat Crew',
        'Shore Team/Galley',
      ],
    },
  ];
  return plans.map((plan, i) => ({
    key: `race${i + 1}`,
    name: `${SERIES_NAME} – Race ${i + 1}`,
    date: raceDay(i),
    from: '09:30',
    to: '16:00',
    type: 'Club Racing',
    location: 'Race Area A',
    details: RACE_DETAILS,
    inSeries: true,
    crew: RACE_CREW,
    published: true,
    ...plan,
  }));
}

/** The events outside the series, from ten days ago to five weeks ahead. */
function standaloneEvents(today: string): DemoEvent[] {
  const nextSaturday = nextWeekday(today, 6);
  const social = {
    from: '19:00',
    to: '23:00',
    type: 'Social',
    location: 'Clubhouse',
    inSeries: false,
  };
  return [
    {
      key: 'supper',
      name: 'Fish & Chip Supper',
      date: addDays(today, -10),
      ...social,
      details: 'Fish and chips from the harbour chippy, **£12** a head. Book at the bar.',
      crew: SOCIAL_CREW,
      vicky: 'Shore Team/Bar',
      published: true,
    },
    {
      key: 'training',
      name: 'Dinghy Training Day',
      date: today,
      from: '10:00',
      to: '16:00',
      type: 'Training',
      location: 'Main Slipway',
      details: `Coached sessions for **improvers**: tacking, gybing and capsize recovery.

Bring a wetsuit; club boats available.`,
      inSeries: false,
      crew: TRAINING_CREW,
      vicky: 'Shore Team/Galley',
      published: true,
    },
    {
      key: 'quiz',
      name: 'Quiz Night',
      date: addDays(today, 4),
      ...social,
      details: 'Teams of up to six. Proceeds to the **junior sailing fund**.',
      crew: SOCIAL_CREW,
      open: ['Shore Team/Bar'],
      published: true,
    },
    {
      key: 'open-meeting',
      name: 'Frostbite Open Meeting',
      date: addDays(nextSaturday, 7),
      from: '09:00',
      to: '17:00',
      type: 'Open Meeting',
      location: 'Race Area A',
      details: `Visitors welcome: **entry £20** on the day, registration 08:30–09:30.

Three races, prize-giving in the clubhouse afterwards.`,
      inSeries: false,
      crew: RACE_CREW,
      vicky: 'Shore Team/Galley',
      open: ['Safety Boat 2/Safety Boat Crew'],
      published: true,
    },
    {
      key: 'regatta',
      name: 'Club Regatta',
      date: addDays(nextSaturday, 28),
      from: '09:00',
      to: '17:00',
      type: 'Open Meeting',
      location: 'Race Area A',
      details:
        'Pursuit race round the harbour, then a **barbecue** on the lawn. Rota being drawn up.',
      inSeries: false,
      crew: RACE_CREW,
      open: [
        'Safety Boat 2/Safety Boat Helm',
        'Safety Boat 2/Safety Boat Crew',
        'Shore Team/Galley',
      ],
      published: false,
    },
  ];
}

/** The whole calendar, planned around `today` (YYYY-MM-DD in the club's zone). */
export const demoEvents = (today: string): DemoEvent[] => [
  ...seriesRaces(today),
  ...standaloneEvents(today),
];
