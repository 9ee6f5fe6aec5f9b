import {
  KIOSK_ALREADY_IN_MESSAGE,
  KIOSK_FUTURE_MARGIN_MINUTES,
  KIOSK_NOT_IN_MESSAGE,
  KIOSK_PAST_LIMIT_HOURS,
  KIOSK_PERSON_MESSAGE,
  KIOSK_ROLE_MESSAGE,
  KIOSK_SHIFT_MESSAGE,
  KIOSK_SHIFT_STARTED_MESSAGE,
  KIOSK_TIME_FUTURE_MESSAGE,
  KIOSK_TIME_PAST_MESSAGE,
  type KioskConfirm,
  type KioskConfirmAnswer,
  type KioskConfirmItem,
} from '@crewcall/contract';
import { dateIn } from '@/db/read/club-time';
import { fieldError } from '@/lib/http-errors';
import type { Executor } from '@/lib/postgres';
import { judgeActualTime, writeActualTime } from '@/modules/hours';
import { recordShiftChanges, type ShiftChangeRow } from '@/modules/shifts';
import { assertRoleRequirements } from '@/modules/training';
import {
  claimClientId,
  findShift,
  insertWalkInShift,
  noteShiftOfClientId,
  openShiftOf,
  personCanSignIn,
  roleExists,
  type ShiftFacts,
  shiftOfClientId,
  unstartedShiftOfDay,
  walkInEventOf,
} from './kiosk-confirm.queries';
import { kioskShiftsByIds } from './kiosk-data.queries';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** A sign-in older than this, never signed out, is a forgotten sign-out, not "signed in". */
const OPEN_SIGN_IN_HOURS = 24;

/** The kiosk calling, in its club (set by the kiosk-auth plugin). */
export type KioskCaller = { orgId: number; kioskId: number; locationId: number | null; tz: string };

/**
 * `PUT /api/kiosk/confirm`: the items in order, in the request's one transaction. The
 * first bad item answers 400 naming it (`{"2.time": [...]}`) and the transaction rolls
 * back, so nothing of the call is applied. An item whose client id this kiosk sent before
 * changes nothing and answers the shift it touched then.
 */
export async function confirmAtKiosk(
  db: Executor,
  kiosk: KioskCaller,
  items: KioskConfirm,
): Promise<KioskConfirmAnswer> {
  const touched: number[] = [];
  const history: ShiftChangeRow[] = [];
  for (const [index, item] of items.entries()) {
    const shiftId = await confirmOne(db, kiosk, item, index, history);
    if (shiftId !== null && !touched.includes(shiftId)) touched.push(shiftId);
  }
  // The sign-ins, sign-outs and walk-ins of the whole call, in one statement.
  await recordShiftChanges(db, kiosk.orgId, history);
  const rows = await kioskShiftsByIds(db, kiosk.orgId, touched);
  return { results: { shifts: Object.fromEntries(rows.map((row) => [String(row.id), row])) } };
}

async function confirmOne(
  db: Executor,
  kiosk: KioskCaller,
  item: KioskConfirmItem,
  index: number,
  history: ShiftChangeRow[],
): Promise<number | null> {
  const k = { orgId: kiosk.orgId, kioskId: kiosk.kioskId };
  if (!(await claimClientId(db, k, item.id, item.sign))) {
    return shiftOfClientId(db, k, item.id); // sent before: a replay changes nothing
  }
  const refuse = (field: keyof KioskConfirmItem, message: string) =>
    fieldError(`${index}.${field}`, message);

  const at = Date.parse(item.time);
  if (at > Date.now() + KIOSK_FUTURE_MARGIN_MINUTES * MINUTE_MS)
    throw refuse('time', KIOSK_TIME_FUTURE_MESSAGE);
  if (at < Date.now() - KIOSK_PAST_LIMIT_HOURS * HOUR_MS)
    throw refuse('time', KIOSK_TIME_PAST_MESSAGE);
  if (!(await personCanSignIn(db, kiosk.orgId, item.person)))
    throw refuse('person', KIOSK_PERSON_MESSAGE);

  const atIso = new Date(at).toISOString();
  const signed =
    item.sign === 'in'
      ? await signIn(db, kiosk, item, atIso, refuse, index)
      : { ...(await signOut(db, kiosk, item, atIso, refuse)), walkIn: false };
  await noteShiftOfClientId(db, k, item.id, signed.shiftId);
  // A kiosk's change is nobody's: `by` null, the kiosk named in the details.
  const row = (action: ShiftChangeRow['action']): ShiftChangeRow => ({
    shiftId: signed.shiftId,
    eventId: signed.eventId,
    personId: item.person,
    action,
    byPersonId: null,
    details: { kiosk: kiosk.kioskId },
  });
  if (signed.walkIn) history.push(row('assigned'));
  history.push(row(item.sign === 'in' ? 'signed_in' : 'signed_out'));
  return signed.shiftId;
}

type Refuse = (field: keyof KioskConfirmItem, message: string) => Error;

/** The person's named shift, if it is theirs and published (else 400 on `shift`). */
async function namedShift(
  db: Executor,
  orgId: number,
  item: KioskConfirmItem,
  refuse: Refuse,
): Promise<ShiftFacts | undefined> {
  if (item.shift === undefined || item.shift === null) return undefined;
  const shift = await findShift(db, orgId, item.shift);
  if (!shift?.published || shift.personId !== item.person)
    throw refuse('shift', KIOSK_SHIFT_MESSAGE);
  return shift;
}

/** Records a time by the hours rules (hours module); a refused time is a 400 on `time`. */
async function recordTime(
  db: Executor,
  orgId: number,
  shift: ShiftFacts,
  which: 'start' | 'end',
  at: string,
  refuse: Refuse,
) {
  const judged = judgeActualTime(shift, which, Date.parse(at));
  if ('refused' in judged) throw refuse('time', judged.refused);
  await writeActualTime(db, {
    orgId,
    id: shift.id,
    which,
    at: new Date(judged.kept).toISOString(),
  });
}

/**
 * Sign in: the named shift, else the person's published shift of that day (the club's
 * day of `time`) not yet started, else a walk-in shift with the chosen role on the day's
 * walk-in event. Refused while the person is signed in elsewhere.
 */
async function signIn(
  db: Executor,
  kiosk: KioskCaller,
  item: KioskConfirmItem,
  at: string,
  refuse: Refuse,
  index: number,
): Promise<{ shiftId: number; eventId: number | null; walkIn: boolean }> {
  const orgId = kiosk.orgId;
  const named = await namedShift(db, orgId, item, refuse);
  if (named?.actualStart) throw refuse('shift', KIOSK_SHIFT_STARTED_MESSAGE);
  if (await openShiftOf(db, orgId, item.person, at, OPEN_SIGN_IN_HOURS))
    throw refuse('person', KIOSK_ALREADY_IN_MESSAGE);

  const day = dateIn(kiosk.tz, new Date(at));
  const planned =
    named ??
    (await unstartedShiftOfDay(db, { orgId, personId: item.person, day, tz: kiosk.tz, at }));
  if (planned) {
    await recordTime(db, orgId, planned, 'start', at, refuse);
    return { shiftId: planned.id, eventId: planned.eventId, walkIn: false };
  }

  const roleId = item.role ?? null;
  if (roleId !== null && !(await roleExists(db, orgId, roleId)))
    throw refuse('role', KIOSK_ROLE_MESSAGE);
  // A walk-in puts the person on a shift with that role: its requirements apply.
  await assertRoleRequirements(
    db,
    orgId,
    [{ personId: item.person, roleId }],
    () => `${index}.role`,
  );
  const eventId = await walkInEventOf(db, {
    orgId,
    day,
    tz: kiosk.tz,
    locationId: kiosk.locationId,
  });
  const shiftId = await insertWalkInShift(db, {
    orgId,
    eventId,
    personId: item.person,
    roleId,
    locationId: kiosk.locationId,
    at,
    day,
    tz: kiosk.tz,
  });
  return { shiftId, eventId, walkIn: true };
}

/** Sign out: the named shift, else the person's open one; hours follow from both times. */
async function signOut(
  db: Executor,
  kiosk: KioskCaller,
  item: KioskConfirmItem,
  at: string,
  refuse: Refuse,
): Promise<{ shiftId: number; eventId: number }> {
  const named = await namedShift(db, kiosk.orgId, item, refuse);
  if (named && (!named.actualStart || named.actualEnd)) throw refuse('shift', KIOSK_NOT_IN_MESSAGE);
  const shift =
    named ?? (await openShiftOf(db, kiosk.orgId, item.person, at, KIOSK_PAST_LIMIT_HOURS));
  if (!shift) throw refuse('person', KIOSK_NOT_IN_MESSAGE);
  await recordTime(db, kiosk.orgId, shift, 'end', at, refuse);
  return { shiftId: shift.id, eventId: shift.eventId };
}
