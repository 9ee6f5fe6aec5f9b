// What other modules may import from people (see modules/README.md, Fences).
export { accessRefusal, type Person, toPersonDto } from './person';
export { lockClubEmails } from './people.queries';
