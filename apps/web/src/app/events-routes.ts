import type { ComponentType } from 'react';
import type { AppRoute } from '@/app/route-types';
import type { EventPageName } from '@/features/events/event-pages';

/** A page of the events feature, loaded through its page list (see event-pages.ts). */
const page =
  (name: EventPageName): AppRoute['component'] =>
  () =>
    import('@/features/events/event-pages').then(
      (m): Promise<{ default: ComponentType }> => m.eventPages[name](),
    );

/**
 * The events routes of spec section 2: the calendar (everyone, in the main menu), the day
 * view, events and series, and Series in the Events menu. The public calendar is in
 * app/public-routes.ts, with the other pages a logged-out visitor can open.
 */
export const EVENTS_ROUTES: readonly AppRoute[] = [
  {
    name: 'events',
    path: '/events/calendar',
    title: 'Calendar',
    auth: 'any',
    // With other clubs' calendars (app/calendar-route.tsx wires the calendar-feeds feature).
    component: () => import('@/app/calendar-route'),
    menu: { group: 'main', label: 'Calendar', icon: 'calendar', order: 20 },
  },
  {
    name: 'events.day',
    path: '/events/calendar/:date',
    title: 'Day',
    auth: 'any',
    params: { date: 'date' },
    // With the person's availability (app/day-route.tsx wires the availability feature).
    component: () => import('@/app/day-route'),
  },
  {
    name: 'event.list',
    path: '/events/list/:pk?',
    title: 'Events',
    auth: 'admin',
    params: { pk: 'pk' },
    component: page('eventList'),
  },
  {
    name: 'event.add',
    path: '/events/add',
    title: 'Add event',
    auth: 'admin',
    component: page('eventEdit'),
  },
  {
    name: 'event',
    path: '/events/:pk',
    title: 'Event',
    auth: 'any',
    params: { pk: 'pk' },
    // With its shifts and sign-up (app/event-route.tsx wires the requests feature).
    component: () => import('@/app/event-route'),
  },
  {
    name: 'event.edit',
    path: '/events/:pk/edit',
    title: 'Edit event',
    auth: 'admin',
    params: { pk: 'pk' },
    component: page('eventEdit'),
  },
  {
    name: 'event.shifts',
    path: '/events/:pk/shifts',
    title: 'Shifts',
    auth: 'admin',
    params: { pk: 'pk' },
    component: () => import('@/features/shifts/shift-pages').then((m) => m.shiftPages.planner()),
  },
  {
    name: 'event.shiftlist',
    path: '/events/:pk/shifts/list',
    title: 'Shift list',
    auth: 'admin',
    params: { pk: 'pk' },
    component: () => import('@/features/shifts/shift-pages').then((m) => m.shiftPages.list()),
  },
  {
    name: 'series',
    path: '/series/:pk',
    title: 'Series',
    auth: 'any',
    params: { pk: 'pk' },
    // With 'Signup to all events' (app/series-route.tsx wires the requests feature).
    component: () => import('@/app/series-route'),
  },
  {
    name: 'series.events',
    path: '/series/events/:pk',
    title: 'Series events',
    auth: 'admin',
    params: { pk: 'pk' },
    component: page('seriesEvents'),
  },
  {
    name: 'series.list',
    path: '/series/list/:pk?',
    title: 'Series',
    auth: 'admin',
    params: { pk: 'pk' },
    component: page('seriesList'),
    menu: { group: 'events', label: 'Series', icon: 'stack', order: 10 },
  },
];
