import type { AppRoute } from '@/app/route-types';

/**
 * A person's tabs (admin; spec section 2: /people/{pk}/info, /shifts, /records, /emails),
 * composed in app/people/ from the people, hours, records and messaging features. The
 * People list links each person here; `/people/{pk}` still opens the quick-edit drawer
 * over the list (the links of the dashboard and older mail keep working).
 */
const tab = (
  name: string,
  path: string,
  title: string,
  component: AppRoute['component'],
): AppRoute => ({
  name,
  path: `/people/:pk/${path}`,
  title,
  auth: 'admin',
  params: { pk: 'pk' },
  component,
});

export const PERSON_ROUTES: readonly AppRoute[] = [
  tab('person.info', 'info', 'Person', () => import('@/app/people/info-page')),
  tab('person.shifts', 'shifts', 'Person: shifts', () => import('@/app/people/shifts-page')),
  tab('person.records', 'records', 'Person: records', () => import('@/app/people/records-page')),
  tab('person.emails', 'emails', 'Person: emails', () => import('@/app/people/emails-page')),
];
