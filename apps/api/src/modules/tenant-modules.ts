import type { FastifyInstance } from 'fastify';
import { organisationsRoutes } from './organisations/organisations.routes';

/**
 * Every module whose routes belong to one club. They are registered behind the tenant
 * hook, so each request already carries `request.organisation`. Add new modules here.
 */
export const tenantModules: ((app: FastifyInstance) => Promise<void>)[] = [organisationsRoutes];
