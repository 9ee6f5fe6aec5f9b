import type { Person as PersonDto } from '@crewcall/contract';
import type { people } from '@/db/schema';

/** A row of `people`: one person in one club (what `request.person` holds). */
export type Person = typeof people.$inferSelect;

/** The person as the API shows it (spec section 3, Person). */
export function toPersonDto(person: Person): PersonDto {
  return {
    id: person.id,
    name: person.name,
    email: person.email,
    phone: person.phone,
    avatar: person.avatar,
    role: person.role,
    is_active: person.isActive,
    sms_verified: person.smsVerified,
    email_notifications: person.emailNotifications,
    email_reminders: person.emailReminders,
    email_newsletters: person.emailNewsletters,
    sms_notifications: person.smsNotifications,
  };
}

/**
 * Why this person may not use the app yet, or null if they may. Role `new` is pending
 * whatever is_active says; anyone else needs is_active.
 */
export function accessRefusal(
  person: Pick<Person, 'role' | 'isActive'>,
): 'pending' | 'inactive' | null {
  if (person.role === 'new') return 'pending';
  if (!person.isActive) return 'inactive';
  return null;
}
