/**
 * The kiosk's screens as a pure state machine (spec section 4, Kiosk states): start,
 * in_person, find_person, role, time, out_person, out_confirm. The page renders the step;
 * the reducer alone decides where a tap leads, so the rules are unit-tested without a
 * browser. An action that does not belong to the current step changes nothing (a double
 * tap on a button that was just replaced must not jump two screens).
 */

export type KioskStep =
  | 'start'
  | 'in_person'
  | 'find_person'
  | 'role'
  | 'time'
  | 'out_person'
  | 'out_confirm';

/** What out_confirm shows: the shift's times as recorded (here or by the server). */
export interface SignOutSummary {
  person: number;
  start: string;
  end: string;
  hours: number;
}

export interface KioskState {
  step: KioskStep;
  sign: 'in' | 'out' | null;
  person: number | null;
  /** The shift signed in or out; null: the server picks (a walk-in, or one made offline). */
  shift: number | null;
  role: number | null;
  /** find_person: the first letter chosen, null while the A–Z grid shows. */
  letter: string | null;
  summary: SignOutSummary | null;
  /** Shown on start after a sign-in ("Sam is signed in"); cleared by the next tap. */
  notice: string | null;
  /** The state Back returns to (null on start). */
  previous: KioskState | null;
}

export type KioskAction =
  /** Start's Sign in: today's people when anyone has a shift today, else the letters. */
  | { type: 'sign_in'; hasShiftsToday: boolean }
  | { type: 'sign_out' }
  /** 'Name not shown' on in_person: search by first letter. */
  | { type: 'name_not_shown' }
  | { type: 'letter'; letter: string }
  /**
   * A person picked to sign in. `shift`: their shift of today not yet started (its role
   * is known, so no role step); `askRole`: false when the club has no roles to offer.
   */
  | { type: 'person'; person: number; shift: number | null; askRole: boolean }
  | { type: 'role'; role: number | null }
  /** A signed-in shift picked on out_person. */
  | { type: 'out_shift'; person: number; shift: number | null }
  | { type: 'signed_in'; notice: string }
  | { type: 'signed_out'; summary: SignOutSummary }
  | { type: 'back' }
  /** Idle for 60 s, Done on out_confirm, or the header's refresh. */
  | { type: 'reset' };

export const initialKioskState: KioskState = {
  step: 'start',
  sign: null,
  person: null,
  shift: null,
  role: null,
  letter: null,
  summary: null,
  notice: null,
  previous: null,
};

/** A step forward: Back comes here again. */
function forward(state: KioskState, changes: Partial<KioskState>): KioskState {
  const here = { ...state, notice: null };
  return { ...here, ...changes, previous: here };
}

export function kioskReducer(state: KioskState, action: KioskAction): KioskState {
  switch (action.type) {
    case 'reset':
      return initialKioskState;
    case 'back':
      // start has no Back; out_confirm's Back is a new start (the sign-out is done).
      if (state.step === 'out_confirm') return initialKioskState;
      return state.previous ?? state;
    case 'sign_in':
      if (state.step !== 'start') return state;
      return forward(state, {
        sign: 'in',
        step: action.hasShiftsToday ? 'in_person' : 'find_person',
      });
    case 'sign_out':
      if (state.step !== 'start') return state;
      return forward(state, { sign: 'out', step: 'out_person' });
    case 'name_not_shown':
      if (state.step !== 'in_person') return state;
      return forward(state, { step: 'find_person', letter: null });
    case 'letter':
      if (state.step !== 'find_person' || state.letter !== null) return state;
      return forward(state, { letter: action.letter.toUpperCase() });
    case 'person':
      if (state.step !== 'in_person' && state.step !== 'find_person') return state;
      return forward(state, {
        person: action.person,
        shift: action.shift,
        role: null,
        step: action.shift === null && action.askRole ? 'role' : 'time',
      });
    case 'role':
      if (state.step !== 'role') return state;
      return forward(state, { role: action.role, step: 'time' });
    case 'out_shift':
      if (state.step !== 'out_person') return state;
      return forward(state, { person: action.person, shift: action.shift, step: 'time' });
    case 'signed_in':
      if (state.step !== 'time' || state.sign !== 'in') return state;
      return { ...initialKioskState, notice: action.notice };
    case 'signed_out':
      if (state.step !== 'time' || state.sign !== 'out') return state;
      return { ...initialKioskState, step: 'out_confirm', sign: 'out', summary: action.summary };
    default:
      return state;
  }
}

/** Good morning before 12, afternoon before 18, else evening (spec section 2), by club hour. */
export function greetingFor(hour: number): string {
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}
