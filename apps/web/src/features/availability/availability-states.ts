import { AVAILABILITY_LABELS, type AvailabilityState } from '@crewcall/contract';
import { IconCalendarCheck, IconCalendarQuestion, IconCalendarX } from '@tabler/icons-react';
import type { PanelAccent } from '@/components/dashboard-card';

/** The states in the order the button offers them (spec 3: 1 Available, 2 Only if required, 0 Unavailable). */
export const STATE_ORDER: readonly AvailabilityState[] = [1, 2, 0];

/** Colours of the states: green available, orange only if required, red unavailable. */
export const STATE_COLORS: Record<AvailabilityState, PanelAccent> = {
  0: 'red',
  1: 'green',
  2: 'orange',
};

export function stateLabel(state: AvailabilityState | undefined): string {
  return state === undefined ? 'Not set' : AVAILABILITY_LABELS[state];
}

/** The icon of each state, on the calendar's day button and the day view's choice. */
export const STATE_ICONS = {
  0: IconCalendarX,
  1: IconCalendarCheck,
  2: IconCalendarQuestion,
} as const satisfies Record<AvailabilityState, unknown>;
