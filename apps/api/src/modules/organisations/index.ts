// What other modules may import from organisations (see modules/README.md, Fences).
export { listDomainsByOrganisation, type Organisation } from './organisations.queries';
export { toSite } from './site';
export { assertClubTimeZone } from './organisations.service';
