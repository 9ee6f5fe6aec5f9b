import { competencyNeededMessage, type RoleRequirements } from '@crewcall/contract';
import { type FieldErrors, fieldError, notFound, validationError } from '@/lib/http-errors';
import type { Executor } from '@/lib/postgres';
import {
  clubRequirements,
  missingCompetencyRows,
  replaceRequirements,
  requirementsOfRole,
  unknownCompetencies,
} from './requirements.queries';

/*
 * Competency requirements (issue 25, item 4): a role may require competencies, and nobody
 * is put on a shift with that role without a current record of each. Every path that puts
 * a person on a shift (a request, a planner save or fill, a publish, a kiosk walk-in, and
 * later swaps and waiting lists) calls `assertRoleRequirements` with all its (person,
 * role) pairs at once: one statement, whatever their number.
 */

/** A person about to hold a role; a null role or person requires nothing. */
export type RolePair = { personId: number | null; roleId: number | null };

/**
 * What each pair lacks, as the messages people read ("Alex Smith needs Powerboat Level 2
 * (expired 3 Mar 2026) for Safety Boat Driver."), keyed by the pair's index in `pairs`.
 * One statement; none when no pair has both a person and a role.
 */
export async function roleRequirementProblems(
  db: Executor,
  orgId: number,
  pairs: RolePair[],
): Promise<Map<number, string[]>> {
  const asked = pairs.flatMap((pair, index) =>
    pair.personId !== null && pair.roleId !== null
      ? [{ index, personId: pair.personId, roleId: pair.roleId }]
      : [],
  );
  const problems = new Map<number, string[]>();
  if (!asked.length) return problems;
  const rows = await missingCompetencyRows(db, orgId, asked);
  for (const row of rows) {
    const index = asked[Number(row.ord) - 1].index;
    const message = competencyNeededMessage({
      person: row.personName,
      competency: row.competencyName,
      role: row.roleName,
      expired: row.expired,
    });
    const list = problems.get(index) ?? [];
    if (!list.includes(message)) list.push(message);
    problems.set(index, list);
  }
  return problems;
}

/**
 * Refuses (400, nothing changed: the caller's transaction rolls back) when any pair lacks
 * a required competency. `keyOf(index)` names the field of the spec's error shape each
 * pair's messages go under: `"0.person"` for an item of a batch, `non_field_errors` (the
 * default) for a call that changes many shifts at once (a publish).
 */
export async function assertRoleRequirements(
  db: Executor,
  orgId: number,
  pairs: RolePair[],
  keyOf: (index: number) => string = () => 'non_field_errors',
): Promise<void> {
  const problems = await roleRequirementProblems(db, orgId, pairs);
  if (!problems.size) return;
  const errors: FieldErrors = {};
  for (const [index, messages] of [...problems].sort(([a], [b]) => a - b)) {
    const key = keyOf(index);
    errors[key] = [...new Set([...(errors[key] ?? []), ...messages])];
  }
  throw validationError(errors);
}

/** `GET /api/roles/requirements`: the club's every requirement (one statement). */
export async function listRoleRequirements(db: Executor, orgId: number): Promise<RoleRequirements> {
  return { requirements: await clubRequirements(db, orgId) };
}

/**
 * `PUT /api/roles/{id}/requirements`: the role requires exactly `competencies` from now on.
 * 404 for a role the club does not have; 400 on `competencies` naming one it does not have.
 * Who already holds a shift with the role keeps it: the check applies when someone is put
 * on a shift, and at publish.
 */
export async function setRoleRequirements(
  db: Executor,
  o: { orgId: number; roleId: number; competencies: number[] },
): Promise<RoleRequirements> {
  const ids = [...new Set(o.competencies)];
  const unknown = await unknownCompetencies(db, o.orgId, ids);
  if (unknown.length) {
    throw fieldError('competencies', `Competency ${unknown[0]} does not exist.`);
  }
  if (!(await replaceRequirements(db, o.orgId, o.roleId, ids))) throw notFound();
  return { requirements: await requirementsOfRole(db, o.orgId, o.roleId) };
}
