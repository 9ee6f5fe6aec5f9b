import type { AuthUser } from '@crewcall/contract';
import { type Person, toPersonDto } from '@/modules/people';

/** `GET /api/auth/user`: the person with their role and settings. */
export const toAuthUser = (person: Person): AuthUser => ({
  ...toPersonDto(person),
  settings: person.settings ?? {},
});
