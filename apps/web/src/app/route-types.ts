import type { ComponentType } from 'react';
import type { MenuIconName } from '@/shell/menu-icons';

/** any = logged in, admin = admin role, none = public (spec section 2). */
export type AuthLevel = 'any' | 'admin' | 'none';

/** pk: digits; date: digits and dashes; token / uid: anything non-empty. */
export type ParamKind = 'pk' | 'date' | 'token';

/** A club's feature flag (spec section 6): a route that needs one is hidden while it is off. */
export type SiteFeature = 'feature_timesheets';

export type MenuGroupId = 'main' | 'events' | 'people' | 'communication' | 'site' | 'profile';

export interface MenuEntry {
  group: MenuGroupId;
  label: string;
  /** A name from MENU_ICONS: the icons load with the side menu, not the route table. */
  icon: MenuIconName;
  /** Position inside the group; lower first. */
  order: number;
  /** The link when it differs from the route path (e.g. an optional param left out). */
  to?: string;
}

export interface AppRoute {
  /** Route name of the spec, e.g. `dashboard`, `register.complete`. */
  name: string;
  /** react-router path; `:pk?` for optional params. */
  path: string;
  /** Page title: the tab reads `{title} | {site name}`. */
  title: string;
  auth: AuthLevel;
  /** The page, loaded on first visit (route-level code splitting). */
  component: () => Promise<{ default: ComponentType }>;
  /** How each path param must look; anything else shows the 404 page. */
  params?: Record<string, ParamKind>;
  menu?: MenuEntry;
  /** Full-screen without top bar and menu (like `?iframe`). */
  framed?: boolean;
  /** Public pages a logged-in person has no use for (hello, login, register). */
  guestOnly?: boolean;
  /** Shown (menu and route) only while the club has this feature on; else the 404 page. */
  feature?: SiteFeature;
}
