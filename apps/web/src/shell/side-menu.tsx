import {
  Anchor,
  Badge,
  Box,
  Group,
  NavLink,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconInfoCircle } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router-dom';
import { useSite } from '@/lib/site/site-context';
import '@/shell/member-styles';
import { AboutDialog } from '@/shell/about-dialog';
import { MENU_ICONS } from '@/shell/menu-icons';
import classes from '@/shell/shell.module.css';
import { useShellApp } from '@/shell/shell-app';

/**
 * The side menu by role (groups of spec "Side menu"); footer with prefix, About, Privacy.
 * The groups come from the app's route table (useShellApp), once it has loaded.
 */
export default function SideMenu({
  role,
  viewingAsUser,
  onNavigate,
}: {
  role: string | undefined;
  viewingAsUser: boolean;
  /** A link was followed (the phone menu closes). */
  onNavigate: () => void;
}) {
  const site = useSite();
  const [aboutOpened, about] = useDisclosure(false);
  const { pathname } = useLocation();
  const routes = useShellApp().routes;
  // Someone logged in waits for the full route table as for this menu's own code.
  if (!routes) return null;
  const sections = routes.menu(role, site);

  return (
    <>
      <ScrollArea className={classes.menuBody} p="sm">
        {viewingAsUser && (
          <Badge className={classes.secondaryBadge} fullWidth size="lg" radius="sm" mb="sm">
            Viewing as user
          </Badge>
        )}
        <Stack gap="md">
          {sections.map((section) => (
            <div
              key={section.id}
              role="group"
              aria-labelledby={`menu-group-${section.id}`}
              data-menu-group={section.id}
              data-admin-only={section.adminOnly}
            >
              <Text id={`menu-group-${section.id}`} className={classes.groupLabel}>
                {section.label}
              </Text>
              {section.links.map((link) => {
                const LinkIcon = MENU_ICONS[link.icon];
                return (
                  <NavLink
                    key={link.name}
                    component={Link}
                    to={link.to}
                    label={link.label}
                    leftSection={<LinkIcon size={18} stroke={1.6} aria-hidden />}
                    active={pathname === link.to || pathname.startsWith(`${link.to}/`)}
                    aria-current={pathname === link.to ? 'page' : undefined}
                    variant="light"
                    onClick={onNavigate}
                  />
                );
              })}
            </div>
          ))}
        </Stack>
      </ScrollArea>
      <Box className={classes.menuFooter} p="sm">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm" fw={700} aria-label={`Site prefix ${site.prefix}`}>
            {site.prefix}
          </Text>
          <Group gap="md" wrap="nowrap">
            <UnstyledButton onClick={about.open} className={classes.footerLink}>
              <Group gap={4} wrap="nowrap">
                <IconInfoCircle size={16} aria-hidden />
                About
              </Group>
            </UnstyledButton>
            <Anchor
              component={Link}
              to="/privacy"
              className={classes.footerLink}
              onClick={onNavigate}
            >
              Privacy/Terms
            </Anchor>
          </Group>
        </Group>
      </Box>
      <AboutDialog opened={aboutOpened} onClose={about.close} />
    </>
  );
}
