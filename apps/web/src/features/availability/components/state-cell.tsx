import type { AvailabilityState } from '@crewcall/contract';
import { STATE_COLORS, stateLabel } from '@/features/availability/availability-states';

/** Short marks, so the grid reads without colour too. */
const MARKS: Record<AvailabilityState, string> = { 0: '✕', 1: '✓', 2: '?' };

/** One person's day in the month grid: a mark on the state's colour, named for readers. */
export function StateMark({ state }: { state: AvailabilityState | undefined }) {
  if (state === undefined) return null;
  const color = STATE_COLORS[state];
  return (
    <span
      title={stateLabel(state)}
      aria-label={stateLabel(state)}
      role="img"
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: 22,
        height: 22,
        borderRadius: 4,
        fontWeight: 700,
        fontSize: 12,
        background: `var(--mantine-color-${color}-light)`,
        color: `var(--mantine-color-${color}-light-color)`,
      }}
    >
      {MARKS[state]}
    </span>
  );
}

/** The legend under the grid. */
export function StateLegend() {
  return (
    <span style={{ display: 'inline-flex', gap: 16, flexWrap: 'wrap', fontSize: 14 }}>
      {([1, 2, 0] as const).map((state) => (
        <span key={state} style={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}>
          <StateMark state={state} />
          <span aria-hidden>{stateLabel(state)}</span>
        </span>
      ))}
    </span>
  );
}
