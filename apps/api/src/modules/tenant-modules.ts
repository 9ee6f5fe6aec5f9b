import type { FastifyInstance } from 'fastify';
import { allocationRoutes } from './allocation';
import { authRoutes } from './auth/auth.routes';
import { availabilityRoutes } from './availability';
import { calendarFeedsRoutes } from './calendar-feeds';
import { collectionRegistry } from './collection-registry';
import { collectionsRoutes } from './collections-engine';
import { dashboardRoutes } from './dashboard';
import { dashboardCards } from './dashboard-cards';
import { emailSettingsRoutes } from './email-settings';
import { eventsRoutes } from './events';
import { hoursRoutes } from './hours';
import { kiosksRoutes } from './kiosks';
import { mediaRoutes } from './media/media.routes';
import { memberImportRoutes } from './member-import/member-import.routes';
import { messagingRoutes } from './messaging';
import { offersRoutes, startOfferUp } from './offers';
import { organisationsRoutes } from './organisations/organisations.routes';
import { peopleRoutes } from './people/people.routes';
import { profileEntriesRoutes, profileRoutes } from './profile';
import { dutyConfirmationRoutes, shiftsRoutes } from './shifts';
import { recordsRoutes, roleRequirementsRoutes } from './training';

/**
 * Every module whose routes belong to one club. They are registered behind the tenant
 * hook, so each request already carries `request.organisation`. Add new modules here.
 */
export const tenantModules: ((app: FastifyInstance) => Promise<void>)[] = [
  organisationsRoutes,
  authRoutes,
  peopleRoutes,
  profileRoutes,
  profileEntriesRoutes,
  memberImportRoutes,
  eventsRoutes,
  calendarFeedsRoutes,
  messagingRoutes,
  emailSettingsRoutes,
  shiftsRoutes,
  // "Can't make it" offers the duty up, as its person would (shifts cannot import offers).
  dutyConfirmationRoutes((tx, duty, links) =>
    startOfferUp(tx, { orgId: duty.orgId, by: duty.personId, links }, duty),
  ),
  hoursRoutes,
  availabilityRoutes,
  mediaRoutes,
  dashboardRoutes(dashboardCards),
  recordsRoutes,
  roleRequirementsRoutes,
  kiosksRoutes,
  offersRoutes,
  allocationRoutes,
  collectionsRoutes(collectionRegistry),
];
