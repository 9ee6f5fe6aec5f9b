import { describe, expect, it } from 'vitest';
import {
  greetingFor,
  initialKioskState,
  type KioskAction,
  type KioskState,
  kioskReducer,
} from '@/features/kiosk/kiosk-machine';

const run = (...actions: KioskAction[]): KioskState =>
  actions.reduce(kioskReducer, initialKioskState);

const summary = {
  person: 7,
  start: '2026-11-27T09:00:00Z',
  end: '2026-11-27T11:30:00Z',
  hours: 2.5,
};

describe('the kiosk state machine', () => {
  it('starts at start, without Back', () => {
    expect(initialKioskState.step).toBe('start');
    expect(kioskReducer(initialKioskState, { type: 'back' })).toBe(initialKioskState);
  });

  it("signs in from today's people: person with a shift, then time, then back to start", () => {
    const atTime = run(
      { type: 'sign_in', hasShiftsToday: true },
      { type: 'person', person: 7, shift: 31, askRole: true },
    );
    // Their shift has its role: no role step.
    expect(atTime).toMatchObject({ step: 'time', sign: 'in', person: 7, shift: 31, role: null });
    const done = kioskReducer(atTime, { type: 'signed_in', notice: 'Thank you' });
    expect(done).toMatchObject({
      step: 'start',
      notice: 'Thank you',
      person: null,
      previous: null,
    });
  });

  it('goes to the letters when nobody has a shift today', () => {
    expect(run({ type: 'sign_in', hasShiftsToday: false }).step).toBe('find_person');
  });

  it("'Name not shown' leads to the letters, a letter to its names, then role and time", () => {
    const s = run(
      { type: 'sign_in', hasShiftsToday: true },
      { type: 'name_not_shown' },
      { type: 'letter', letter: 'h' },
    );
    expect(s).toMatchObject({ step: 'find_person', letter: 'H' });
    const role = kioskReducer(s, { type: 'person', person: 9, shift: null, askRole: true });
    expect(role).toMatchObject({ step: 'role', person: 9, shift: null });
    expect(kioskReducer(role, { type: 'role', role: 4 })).toMatchObject({ step: 'time', role: 4 });
  });

  it('skips the role step when the club has no roles', () => {
    const s = run(
      { type: 'sign_in', hasShiftsToday: false },
      { type: 'letter', letter: 'A' },
      { type: 'person', person: 2, shift: null, askRole: false },
    );
    expect(s.step).toBe('time');
  });

  it('Back retraces each step, the letter first', () => {
    const steps = run(
      { type: 'sign_in', hasShiftsToday: true },
      { type: 'name_not_shown' },
      { type: 'letter', letter: 'B' },
      { type: 'person', person: 3, shift: null, askRole: true },
      { type: 'role', role: 1 },
    );
    const back = (s: KioskState) => kioskReducer(s, { type: 'back' });
    expect(steps.step).toBe('time');
    expect(back(steps)).toMatchObject({ step: 'role', role: null });
    expect(back(back(steps))).toMatchObject({ step: 'find_person', letter: 'B' });
    expect(back(back(back(steps)))).toMatchObject({ step: 'find_person', letter: null });
    expect(back(back(back(back(steps))))).toMatchObject({ step: 'in_person' });
    expect(back(back(back(back(back(steps)))))).toEqual(initialKioskState);
  });

  it('signs out: a signed-in shift, a time, then out_confirm with the summary', () => {
    const s = run({ type: 'sign_out' }, { type: 'out_shift', person: 7, shift: 31 });
    expect(s).toMatchObject({ step: 'time', sign: 'out', person: 7, shift: 31 });
    const done = kioskReducer(s, { type: 'signed_out', summary });
    expect(done).toMatchObject({ step: 'out_confirm', summary });
    // Back (or Done) from out_confirm is a fresh start.
    expect(kioskReducer(done, { type: 'back' })).toBe(initialKioskState);
    expect(kioskReducer(done, { type: 'reset' })).toBe(initialKioskState);
  });

  it('ignores actions that do not belong to the step (a double tap never skips a screen)', () => {
    const inPerson = run({ type: 'sign_in', hasShiftsToday: true });
    expect(kioskReducer(inPerson, { type: 'sign_out' })).toBe(inPerson);
    expect(kioskReducer(inPerson, { type: 'role', role: 1 })).toBe(inPerson);
    expect(kioskReducer(inPerson, { type: 'signed_in', notice: 'x' })).toBe(inPerson);
    expect(
      kioskReducer(initialKioskState, { type: 'person', person: 1, shift: null, askRole: true }),
    ).toBe(initialKioskState);
    const signingIn = kioskReducer(inPerson, {
      type: 'person',
      person: 1,
      shift: 5,
      askRole: true,
    });
    expect(kioskReducer(signingIn, { type: 'signed_out', summary })).toBe(signingIn);
    const letter = run({ type: 'sign_in', hasShiftsToday: false }, { type: 'letter', letter: 'C' });
    expect(kioskReducer(letter, { type: 'letter', letter: 'D' })).toBe(letter);
  });

  it('resets to start from anywhere (idle)', () => {
    const s = run({ type: 'sign_in', hasShiftsToday: true }, { type: 'name_not_shown' });
    expect(kioskReducer(s, { type: 'reset' })).toBe(initialKioskState);
  });

  it('clears the last sign-in notice on the next tap', () => {
    const s = { ...initialKioskState, notice: 'Thank you' };
    const next = kioskReducer(s, { type: 'sign_out' });
    expect(next.notice).toBeNull();
    // …and Back does not bring it back.
    expect(kioskReducer(next, { type: 'back' })).toMatchObject({ step: 'start', notice: null });
  });
});

describe('the greeting', () => {
  it('is morning before 12, afternoon before 18, else evening', () => {
    expect(greetingFor(0)).toBe('Good morning');
    expect(greetingFor(11)).toBe('Good morning');
    expect(greetingFor(12)).toBe('Good afternoon');
    expect(greetingFor(17)).toBe('Good afternoon');
    expect(greetingFor(18)).toBe('Good evening');
    expect(greetingFor(23)).toBe('Good evening');
  });
});
