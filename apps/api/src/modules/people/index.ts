// What other modules may import from people (see modules/README.md, Fences).

export { lockClubEmails } from './people.queries';
export { accessRefusal, type Person, toPersonDto } from './person';
