import { and, eq, ne } from 'drizzle-orm';
import { people } from '@/db/schema';
import {
  booleanField,
  type CollectionDefinition,
  choiceField,
  idField,
  textField,
} from '../definition';

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
    name: textField(people.name),
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
  },
  defaultSort: ['name'],
  search: ['name', 'email', 'phone'],
  read: 'user',
  userFields: ['id', 'name', 'avatar'],
  userRows: () => and(eq(people.isActive, true), ne(people.role, 'new')),
  visibleOnly: () => and(eq(people.isActive, true), ne(people.role, 'new')),
};
