import type { AppRoute, MenuGroupId, SiteFeature } from '@/app/route-types';
import type { MenuIconName } from '@/shell/menu-icons';

/** The side-menu groups of spec section 2, in order. Entries come from the route table. */
export const MENU_GROUPS: readonly { id: MenuGroupId; label: string; adminOnly: boolean }[] = [
  { id: 'main', label: 'Main', adminOnly: false },
  { id: 'events', label: 'Events', adminOnly: true },
  { id: 'people', label: 'People', adminOnly: true },
  { id: 'communication', label: 'Communication', adminOnly: true },
  { id: 'site', label: 'Site', adminOnly: true },
  { id: 'profile', label: 'Profile', adminOnly: false },
];

export interface MenuLink {
  name: string;
  label: string;
  to: string;
  icon: MenuIconName;
}

export interface MenuSection {
  id: MenuGroupId;
  label: string;
  adminOnly: boolean;
  links: MenuLink[];
}

/**
 * The side menu for a role: groups with at least one link the role may open. Admin-only
 * groups and admin routes are left out for everyone but admins (and admins who switched
 * to the user view), and so are routes of a feature the club has off.
 */
export function buildMenu(
  routes: readonly AppRoute[],
  role: string | undefined,
  features: Partial<Record<SiteFeature, boolean>> = {},
): MenuSection[] {
  const isAdmin = role === 'admin';
  return MENU_GROUPS.filter((group) => isAdmin || !group.adminOnly)
    .map((group) => ({
      ...group,
      links: routes
        .filter(
          (r) =>
            r.menu?.group === group.id &&
            (isAdmin || r.auth !== 'admin') &&
            (!r.feature || features[r.feature] === true),
        )
        .sort((a, b) => (a.menu?.order ?? 0) - (b.menu?.order ?? 0))
        .map((r) => ({
          name: r.name,
          label: r.menu!.label,
          to: r.menu!.to ?? r.path.replace(/\/:\w+\?$/, ''),
          icon: r.menu!.icon,
        })),
    }))
    .filter((group) => group.links.length > 0);
}
