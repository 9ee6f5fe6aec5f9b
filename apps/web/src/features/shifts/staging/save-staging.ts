import type { ShiftRow } from '@crewcall/contract';
import { errorDetail, fieldErrors, isApiErrorResponse, NetworkError } from '@/lib/api/api-errors';
import { fromServer, type StagedShift, toInput } from './staging';

/** The calls a save makes, handed in so the order and the failures can be tested. */
export interface SaveCalls {
  remove: (id: number) => Promise<void>;
  /** `POST /api/shifts/` → the created rows in the order sent. */
  create: (items: ReturnType<typeof toInput>[]) => Promise<ShiftRow[]>;
  /** `PUT /api/shifts/` → the updated rows. */
  update: (changes: ({ id: number } & ReturnType<typeof toInput>)[]) => Promise<ShiftRow[]>;
}

/** What did not save: per shift (by key), its field messages and a sentence for the row. */
export interface SaveProblem {
  fields: Record<string, string>;
  message: string;
}

export interface SaveOutcome {
  /** The staging after the save: saved shifts unmarked, failed ones kept as typed. */
  items: StagedShift[];
  problems: Record<string, SaveProblem>;
  /** Sentences for the page (what failed as a whole, e.g. a network error). */
  alerts: string[];
}

/** A failed call's errors: `"0.end"` is the first item's `end`; the rest is for all items. */
function splitErrors(error: unknown): {
  byIndex: Map<number, Record<string, string>>;
  general: string | null;
} {
  const byIndex = new Map<number, Record<string, string>>();
  if (error instanceof NetworkError) return { byIndex, general: error.message };
  if (!isApiErrorResponse(error)) return { byIndex, general: 'Something went wrong.' };
  const generalMessages: string[] = [];
  for (const [key, message] of Object.entries(fieldErrors(error.body))) {
    const match = /^(\d+)\.(.+)$/.exec(key);
    if (match) {
      const index = Number(match[1]);
      byIndex.set(index, { ...byIndex.get(index), [match[2]!]: message });
    } else generalMessages.push(message);
  }
  const detail = errorDetail(error.body);
  if (detail) generalMessages.push(detail);
  if (generalMessages.length === 0 && byIndex.size === 0) {
    generalMessages.push(`The server answered ${error.status}.`);
  }
  return { byIndex, general: generalMessages[0] ?? null };
}

/** Why a shift without an error of its own did not save: its list went as one. */
export const TOGETHER = 'Not saved: these changes are saved together and another one was refused.';

function problemOf(fields: Record<string, string>, general: string | null): SaveProblem {
  const first = Object.values(fields)[0];
  return { fields, message: first ?? general ?? 'Not saved.' };
}

/**
 * Sends the staging the way spec section 7 says: removed shifts deleted one by one, then
 * the new ones posted in one list, then the changed ones put in one list. Each step that
 * fails leaves its shifts staged exactly as typed, with the server's messages; what did
 * save is no longer marked. Later steps still run, so one bad shift does not hold up the
 * rest (the POST and PUT are each all or nothing on the server).
 */
export async function saveStaging(
  items: readonly StagedShift[],
  calls: SaveCalls,
): Promise<SaveOutcome> {
  const problems: Record<string, SaveProblem> = {};
  const alerts: string[] = [];
  const next = new Map<string, StagedShift | null>(items.map((item) => [item.key, item]));

  for (const item of items) {
    if (item.mark !== 'remove' || item.id === null) continue;
    try {
      await calls.remove(item.id);
      next.set(item.key, null);
    } catch (error) {
      const { general } = splitErrors(error);
      problems[item.key] = problemOf({}, general ?? 'Not deleted.');
    }
  }

  const created = items.filter((item) => item.mark === 'new');
  if (created.length > 0) {
    try {
      const rows = await calls.create(created.map(toInput));
      // The answer lists the created rows in the order sent: each takes its shift's place.
      fromServer(rows).forEach((row, index) => {
        const key = created[index]?.key;
        if (key) next.set(key, row);
      });
    } catch (error) {
      const { byIndex, general } = splitErrors(error);
      created.forEach((item, index) => {
        problems[item.key] = problemOf(byIndex.get(index) ?? {}, general ?? TOGETHER);
      });
      if (general && !alerts.includes(general)) alerts.push(general);
    }
  }

  const updated = items.filter((item) => item.mark === 'update' && item.id !== null);
  if (updated.length > 0) {
    try {
      const rows = await calls.update(
        updated.map((item) => ({ id: item.id as number, ...toInput(item) })),
      );
      const byId = new Map(fromServer(rows).map((row) => [row.id, row]));
      for (const item of updated) {
        const row = byId.get(item.id as number);
        next.set(item.key, row ?? { ...item, mark: null });
      }
    } catch (error) {
      const { byIndex, general } = splitErrors(error);
      updated.forEach((item, index) => {
        problems[item.key] = problemOf(byIndex.get(index) ?? {}, general ?? TOGETHER);
      });
      if (general && !alerts.includes(general)) alerts.push(general);
    }
  }

  const kept = [...next.values()].filter((item): item is StagedShift => item !== null);
  return { items: kept, problems, alerts };
}

/** "2 of 5 changes did not save" for the page's alert. */
export function saveSummary(outcome: SaveOutcome, attempted: number): string | null {
  const failed = Object.keys(outcome.problems).length;
  if (failed === 0 && outcome.alerts.length === 0) return null;
  const kept =
    failed === 1
      ? 'It is kept below as you left it; fix it and save again.'
      : 'They are kept below as you left them; fix them and save again.';
  return `${failed} of ${attempted} ${attempted === 1 ? 'change' : 'changes'} did not save. ${kept}`;
}
