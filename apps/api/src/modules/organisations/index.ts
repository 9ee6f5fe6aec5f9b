// What other modules may import from organisations (see modules/README.md, Fences).

// For the tenant plugin (plugins/tenant.ts), which finds every request's club by its host.
export { OrganisationCache } from './organisation-cache';
export {
  findOrganisationByHost,
  listDomainsByOrganisation,
  type Organisation,
} from './organisations.queries';
export { assertClubTimeZone } from './organisations.service';
export { resolveRequestHost } from './resolve-host';
export { toSite } from './site';
