import type { AuthUser, Role, Site } from '@crewcall/contract';
import type { ComponentType } from 'react';

export interface DashboardContext {
  user: AuthUser;
  /** The role the interface uses (after Switch to User). */
  role: Role;
  site: Site;
}

/** A dashboard card; the features that own the data add theirs to DASHBOARD_CARDS. */
export interface DashboardCard {
  id: string;
  /** Whether the card applies at all (role, feature flags); the card hides itself when empty. */
  applies: (context: DashboardContext) => boolean;
  /** Loaded lazily with the dashboard. */
  component: () => Promise<{ default: ComponentType }>;
}

/**
 * The cards of spec section 2 (Dashboard) in order: Verify phone, New Registrations, New
 * requests, Unpublished, Time sheet, Upcoming shifts, Upcoming events, Pending shift
 * requests, Record Hours, News.
 */
export const DASHBOARD_CARDS: readonly DashboardCard[] = [
  {
    id: 'verify-phone',
    applies: ({ user, site }) => site.sms_enabled && !user.sms_verified,
    component: () => import('@/app/dashboard/verify-phone-card'),
  },
  {
    id: 'new-registrations',
    applies: ({ role }) => role === 'admin',
    component: () => import('@/features/people/components/new-registrations-card'),
  },
  // Every card reads its part of the page's one call (GET /api/dashboard); the four shift
  // cards hide when empty.
  {
    id: 'new-requests',
    applies: ({ role }) => role === 'admin',
    component: () => import('@/features/requests/dashboard/new-requests-card'),
  },
  {
    id: 'unpublished',
    applies: ({ role }) => role === 'admin',
    component: () => import('@/features/requests/dashboard/unpublished-card'),
  },
  {
    id: 'unconfirmed-duties',
    applies: ({ role, site }) => role === 'admin' && site.confirm_duties,
    component: () => import('@/features/duty-confirmation/dashboard/unconfirmed-duties-card'),
  },
  {
    id: 'expiring-records',
    applies: ({ role }) => role === 'admin',
    component: () => import('@/features/records/dashboard/expiring-records-card'),
  },
  {
    id: 'allocation-round',
    applies: ({ role }) => role === 'admin',
    component: () => import('@/features/allocation/dashboard/round-progress-card'),
  },
  {
    id: 'timesheet',
    applies: ({ site }) => site.feature_timesheets,
    component: () => import('@/features/hours/timesheets/timesheet-card'),
  },
  {
    id: 'upcoming-shifts',
    applies: () => true,
    component: () => import('@/features/requests/dashboard/upcoming-shifts-card'),
  },
  {
    id: 'upcoming-events',
    applies: () => true,
    component: () => import('@/features/events/components/upcoming-events-card'),
  },
  {
    id: 'pending-requests',
    applies: () => true,
    component: () => import('@/features/requests/dashboard/pending-requests-card'),
  },
  {
    id: 'record-hours',
    applies: () => true,
    component: () => import('@/features/hours/record-hours/record-hours-card'),
  },
  // The news feature's card with the events feature's Markdown, put together in app/.
  {
    id: 'news',
    applies: () => true,
    component: () => import('@/app/dashboard/news-card'),
  },
];
