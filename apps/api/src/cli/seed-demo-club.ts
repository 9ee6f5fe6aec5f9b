import type { Db } from '@/db/client';
import {
  accounts,
  assignments,
  competencies,
  eventTypes,
  locations,
  newsItems,
  people,
  profileFields,
  roleGroups,
  roles,
  training,
} from '@/db/schema';
import { inClub, withClubScope } from '@/db/scope';
import { hashPassword } from '@/lib/password';
import { randomPassword } from '@/lib/secrets';
import { findOrganisationByHost } from '@/modules/organisations/organisations.queries';
import { clubToday } from './demo/club-days';
import { SERIES_NAME } from './demo/demo-events';
import { seedDemoRota } from './demo/demo-rota';

// Realistic names so a newcomer sees a living club, not "Test User 1".
const FIRST = [
  'Alice',
  'Ben',
  'Chloe',
  'Dan',
  'Ella',
  'Finn',
  'Grace',
  'Harry',
  'Isla',
  'Jack',
  'Kate',
  'Liam',
  'Maya',
  'Noah',
  'Olivia',
  'Pete',
  'Ruby',
  'Sam',
  'Tess',
  'Will',
];
const LAST = [
  'Archer',
  'Brooks',
  'Carter',
  'Dawson',
  'Ellis',
  'Fletcher',
  'Gray',
  'Hughes',
  'Irving',
  'Jones',
];

const ROLE_GROUPS = ['On the water', 'Ashore'];
const ROLES: [string, number, string][] = [
  ['Race Officer', 0, 'Runs the race from the committee boat.'],
  ['Assistant Race Officer', 0, 'Flags, timing and finishes.'],
  ['Safety Boat Helm', 0, 'Drives a safety RIB; Powerboat Level 2 required.'],
  ['Safety Boat Crew', 0, 'Second pair of hands on a safety RIB.'],
  ['Beach Master', 1, 'Launching and recovery on the slipway.'],
  ['Galley', 1, 'Teas, coffees and bacon rolls.'],
  ['Bar', 1, 'Evening bar duty.'],
];
const ASSIGNMENTS = ['Committee Boat', 'Safety Boat 1', 'Safety Boat 2', 'Shore Team'];
const LOCATIONS: [string, string][] = [
  ['Clubhouse', 'Harbour Road'],
  ['Main Slipway', 'West side of the dinghy park'],
  ['Race Area A', 'Outer harbour'],
];
const EVENT_TYPES: [string, string][] = [
  ['Club Racing', '#1E88E5'],
  ['Training', '#43A047'],
  ['Social', '#8E24AA'],
  ['Open Meeting', '#F4511E'],
];
const COMPETENCIES: [string, number | null][] = [
  ['Powerboat Level 2', null],
  ['First Aid', 36],
  ['VHF Radio (SRC)', null],
  ['Race Officer', 60],
];

/** Ids of inserted rows by name. */
const byName = (rows: { id: number; name: string }[]) =>
  new Map(rows.map((row) => [row.name, row.id]));

/**
 * Fills the club on `domain` with people, roles, locations and the like, and a living rota
 * around today (demo/demo-rota.ts: a series, events, shifts, requests, availability), all
 * in one transaction. Runs once: a club that already has roles is left alone.
 */
export async function seedDemoClub(db: Db, domain: string) {
  const org = await findOrganisationByHost(db, domain);
  if (!org)
    throw new Error(`No club answers on ${domain}. Start the app once to create the demo club.`);
  const organisationId = org.id;
  return withClubScope(db, organisationId, async (tx) => {
    const already = await tx
      .select({ id: roles.id })
      .from(roles)
      .where(inClub(roles, organisationId))
      .limit(1);
    if (already.length)
      return { organisation: org.name, seeded: false, reason: 'This club already has data.' };
    const groups = await tx
      .insert(roleGroups)
      .values(ROLE_GROUPS.map((name, order) => ({ organisationId, name, order })))
      .returning();
    const roleRows = await tx
      .insert(roles)
      .values(
        ROLES.map(([name, group, description], order) => ({
          organisationId,
          name,
          order,
          description,
          roleGroupId: groups[group].id,
        })),
      )
      .returning({ id: roles.id, name: roles.name });
    const assignmentRows = await tx
      .insert(assignments)
      .values(ASSIGNMENTS.map((name, order) => ({ organisationId, name, order })))
      .returning({ id: assignments.id, name: assignments.name });
    const locationRows = await tx
      .insert(locations)
      .values(LOCATIONS.map(([name, address]) => ({ organisationId, name, address })))
      .returning({ id: locations.id, name: locations.name });
    const eventTypeRows = await tx
      .insert(eventTypes)
      .values(EVENT_TYPES.map(([name, color]) => ({ organisationId, name, color })))
      .returning({ id: eventTypes.id, name: eventTypes.name });
    const comps = await tx
      .insert(competencies)
      .values(
        COMPETENCIES.map(([name, validityMonths]) => ({ organisationId, name, validityMonths })),
      )
      .returning();
    await tx.insert(training).values([
      {
        organisationId,
        name: 'RYA Powerboat Level 2 course',
        competencyId: comps[0].id,
        description: 'Two-day course.',
      },
      {
        organisationId,
        name: 'First Aid at Sea',
        competencyId: comps[1].id,
        description: 'One-day course.',
      },
    ]);
    await tx.insert(profileFields).values([
      {
        organisationId,
        displayName: 'Emergency contact',
        userVisible: true,
        userEditable: true,
        order: 0,
      },
      {
        organisationId,
        displayName: 'Boat class',
        userVisible: true,
        userEditable: true,
        order: 1,
      },
      {
        organisationId,
        displayName: 'Membership number',
        userVisible: true,
        userEditable: false,
        order: 2,
      },
    ]);
    await tx.insert(newsItems).values({
      organisationId,
      content: `## Welcome aboard\n\nThe volunteer rota for the **${SERIES_NAME}** is open: pick your shifts!`,
      posted: new Date(),
    });

    const volunteers = FIRST.map((first, i) => {
      const last = LAST[i % LAST.length];
      return {
        organisationId,
        name: `${first} ${last}`,
        email: `${first}.${last}@demo.crewcall.test`.toLowerCase(),
        phone: `+4477009${String(100000 + i * 37).slice(-6)}`,
        role: 'user' as const,
        isActive: true,
      };
    });
    const volunteerRows = await tx.insert(people).values(volunteers).returning({ id: people.id });

    // One volunteer who can log in, and two newcomers waiting for approval.
    const volunteerPassword = randomPassword();
    const loginEmails = [
      'volunteer@demo.crewcall.test',
      'newcomer.one@demo.crewcall.test',
      'newcomer.two@demo.crewcall.test',
    ];
    const hash = await hashPassword(volunteerPassword);
    const logins = await tx
      .insert(accounts)
      .values(loginEmails.map((email) => ({ email, passwordHash: hash })))
      .onConflictDoNothing()
      .returning();
    const accountOf = (email: string) => logins.find((a) => a.email === email)?.id ?? null;
    const [vicky] = await tx
      .insert(people)
      .values([
        {
          organisationId,
          accountId: accountOf(loginEmails[0]),
          name: 'Vicky Volunteer',
          email: loginEmails[0],
          role: 'user',
          isActive: true,
        },
        {
          organisationId,
          accountId: accountOf(loginEmails[1]),
          name: 'Nina Newcomer',
          email: loginEmails[1],
          role: 'new',
          isActive: false,
        },
        {
          organisationId,
          accountId: accountOf(loginEmails[2]),
          name: 'Oscar Newcomer',
          email: loginEmails[2],
          role: 'new',
          isActive: false,
        },
      ])
      .returning({ id: people.id });

    const rota = await seedDemoRota(tx, {
      organisationId,
      timeZone: org.timeZone,
      today: clubToday(org.timeZone),
      roles: byName(roleRows),
      assignments: byName(assignmentRows),
      locations: byName(locationRows),
      eventTypes: byName(eventTypeRows),
      vicky: vicky.id,
      volunteers: volunteerRows.map((row) => row.id),
    });
    return {
      organisation: org.name,
      seeded: true,
      people: volunteers.length + 3,
      roles: ROLES.length,
      locations: LOCATIONS.length,
      ...rota,
      volunteerLogin: { email: loginEmails[0], password: volunteerPassword },
    };
  });
}
