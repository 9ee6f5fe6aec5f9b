import type { Site } from '@crewcall/contract';
import { createContext, useContext } from 'react';
import type { MenuIconName } from '@/shell/menu-icons';

/**
 * What the shell needs to know of the app. The app hands it in (app/router.tsx provides
 * ShellAppContext from its route table); the shell never imports app/, so the layers stay
 * one way: app → shell → lib.
 */
export interface ShellApp {
  /** The page being shown (undefined on `/`, which only redirects). */
  page?: ShellPage;
  /** Where someone lands after login, and where Switch to User leaves an admin page. */
  homePath: string;
  /** From the full route table, once it has loaded (it is not part of the first page). */
  routes?: ShellRoutes;
}

/** The flags of the page being shown that change the frame around it. */
export interface ShellPage {
  /** Full-screen without top bar and menu (like `?iframe`). */
  framed?: boolean;
  /** Who may open it: a volunteer cannot see an `admin` page. */
  auth: 'any' | 'admin' | 'none';
}

export interface ShellMenuLink {
  name: string;
  label: string;
  to: string;
  icon: MenuIconName;
}

/** A group of the side menu, with the links the person may follow. */
export interface ShellMenuSection {
  id: string;
  label: string;
  adminOnly: boolean;
  links: ShellMenuLink[];
}

export interface ShellRoutes {
  /** The side menu for a role in a club (routes of a feature the club has off left out). */
  menu: (role: string | undefined, site: Site) => ShellMenuSection[];
  /** A named route's link; undefined while the route does not exist. */
  href: (name: string) => string | undefined;
}

export const ShellAppContext = createContext<ShellApp>({ homePath: '/' });

export function useShellApp(): ShellApp {
  return useContext(ShellAppContext);
}
