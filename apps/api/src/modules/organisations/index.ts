// What other modules may import from organisations (see modules/README.md, Fences).
export {
  findOrganisationByHost,
  listDomainsByOrganisation,
  type Organisation,
} from './organisations.queries';
export { toSite } from './site';
export { assertClubTimeZone } from './organisations.service';
// For the tenant plugin (plugins/tenant.ts), which finds every request's club by its host.
export { OrganisationCache } from './organisation-cache';
export { resolveRequestHost } from './resolve-host';
