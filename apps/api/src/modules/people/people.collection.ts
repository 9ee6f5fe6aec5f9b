import { and, eq, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '@/db/client';
import { clubVersion } from '@/db/read/club-versions';
import { people } from '@/db/schema';
import {
  booleanField,
  type CollectionDefinition,
  choiceField,
  idField,
  momentField,
  textField,
} from '@/modules/collections-engine';

/**
 * Whether the person has a login yet: derived from account_id, which itself is not shown
 * (the account is platform-wide, not the club's business). An expression, not a column:
 * it selects, filters (`has_login=false`) and sorts like a boolean column.
 */
const hasLogin = sql<boolean>`(${people.accountId} is not null)` as unknown as AnyPgColumn;

/**
 * People as a collection (read side). Writes are `PUT /api/people` in modules/people:
 * activating a `new` person also makes them `user`, and admins cannot demote themselves.
 *
 * Users see fellow members by name and avatar only (shifts, kiosk), and only members who
 * can use the app; contact details and settings are for admins.
 */
export const peopleCollection: CollectionDefinition = {
  name: 'people',
  label: 'person',
  table: people,
  fields: {
    id: idField(people.id),
    name: textField(people.name, { searchLower: people.nameLower }),
    email: textField(people.email),
    phone: textField(people.phone),
    avatar: textField(people.avatar),
    role: choiceField(people.role, people.role.enumValues),
    is_active: booleanField(people.isActive),
    sms_verified: booleanField(people.smsVerified),
    email_notifications: booleanField(people.emailNotifications),
    email_reminders: booleanField(people.emailReminders),
    email_newsletters: booleanField(people.emailNewsletters),
    sms_notifications: booleanField(people.smsNotifications),
    // Invitation status, for admins (issue 10 item 1): POST /api/people/invite sets it.
    invited_at: momentField(people.invitedAt),
    has_login: booleanField(hasLogin),
  },
  defaultSort: ['name'],
  search: ['name', 'email', 'phone'],
  // Admins search all three at once in their joined lower-cased copy (db/schema/identity.ts).
  searchTogether: { fields: ['name', 'email', 'phone'], column: people.searchText },
  // Moves with every write to the club's people (migration 0019's triggers).
  countVersion: (db, orgId) => clubVersion(db as Db, orgId, 'availability'),
  read: 'user',
  userFields: ['id', 'name', 'avatar'],
  userRows: () => and(eq(people.isActive, true), ne(people.role, 'new')),
  visibleOnly: () => and(eq(people.isActive, true), ne(people.role, 'new')),
};
