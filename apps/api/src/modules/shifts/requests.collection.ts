import { REQUEST_STATUSES, RequestUpdateSchema } from '@crewcall/contract';
import { eq } from 'drizzle-orm';
import { requests } from '@/db/schema';
import {
  type CollectionDefinition,
  choiceField,
  derivedField,
  idField,
  momentField,
  refField,
  textField,
} from '@/modules/collections-engine';
import { matchStatusToActioned } from './requests.queries';
import { requestActioned, requestPersonName, requestSeries } from './shift-values';

/**
 * Requests for shifts: members read their own, admins all. Made by
 * `POST /api/requests/batch` and `POST /api/series/{id}/signup`, withdrawn by
 * `POST /api/requests/{id}/withdraw` (shifts.routes.ts); admins may PUT comments or
 * `actioned_at` (dismiss, or null to reopen), and decline or dismiss with their own calls.
 * `?series=&actioned=` as the spec calls it.
 */
export const requestsCollection: CollectionDefinition = {
  name: 'requests',
  label: 'request',
  table: requests,
  fields: {
    id: idField(requests.id),
    person: refField(requests.personId, 'people'),
    person_name: derivedField('text', requestPersonName),
    event: refField(requests.eventId, 'events'),
    series: derivedField('id', requestSeries),
    comments: textField(requests.comments),
    assignment: refField(requests.assignmentId, 'assignments'),
    role: refField(requests.roleId, 'roles'),
    location: refField(requests.locationId, 'locations'),
    actioned: derivedField('boolean', requestActioned),
    actioned_at: momentField(requests.actionedAt),
    status: choiceField(requests.status, REQUEST_STATUSES),
    decline_reason: textField(requests.declineReason),
    created: momentField(requests.createdAt),
  },
  defaultSort: ['created'],
  search: ['person', 'event', 'comments'],
  read: 'user',
  userRows: (reader) => eq(requests.personId, reader.id),
  write: {
    update: RequestUpdateSchema,
    delete: true,
    // A PUT of `actioned_at` dismisses (a moment) or reopens (null): the status follows.
    afterWrite: (tx, { orgId, ids }) => matchStatusToActioned(tx, orgId, ids),
  },
};
