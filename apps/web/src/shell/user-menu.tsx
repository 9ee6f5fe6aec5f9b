import type { AuthUser } from '@crewcall/contract';
import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import {
  IconChevronDown,
  IconLogout,
  IconSettings,
  IconUser,
  IconUserCheck,
  IconUserShield,
} from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router-dom';
import { logout } from '@/lib/auth/session';
import type { Session } from '@/lib/auth/use-session';
import { setViewAsUser } from '@/lib/auth/view-role';
import { mediaUrl } from '@/lib/media';
import { useSite } from '@/lib/site/site-context';
import '@/shell/member-styles';
import classes from '@/shell/shell.module.css';
import { useShellApp } from '@/shell/shell-app';

/** "Hello, {name or email}" with the avatar, and the user menu (spec section 2, Shell). */
export default function UserMenu({ user, session }: { user: AuthUser; session: Session }) {
  const site = useSite();
  const display = user.name || user.email;
  const app = useShellApp();
  // Account and Settings appear once the profile screens exist in the route table.
  const accountHref = app.routes?.href('profile.info');
  const settingsHref = app.routes?.href('profile.settings');
  const navigate = useNavigate();
  const onAdminPage = app.page?.auth === 'admin';
  // A volunteer cannot see an admin page: switching there lands on the dashboard, not 403.
  const switchToUser = () => {
    setViewAsUser(true);
    if (onAdminPage) navigate(app.homePath);
  };

  return (
    <Menu position="bottom-end" width={220} withinPortal>
      <Menu.Target>
        <UnstyledButton className={classes.userButton}>
          <Group gap="xs" wrap="nowrap">
            <Avatar
              src={mediaUrl(user.avatar, site.mediaRoot)}
              name={display}
              size={32}
              radius="xl"
              alt=""
              aria-hidden
              classNames={{ placeholder: classes.avatarPlaceholder }}
            />
            <Text size="sm" fw={500} className={classes.hello} truncate="end">
              Hello, {display}
            </Text>
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {session.actualRole === 'admin' &&
          (session.viewingAsUser ? (
            <Menu.Item
              leftSection={<IconUserShield size={16} />}
              onClick={() => setViewAsUser(false)}
            >
              Switch to Admin
            </Menu.Item>
          ) : (
            <Menu.Item leftSection={<IconUserCheck size={16} />} onClick={switchToUser}>
              Switch to User
            </Menu.Item>
          ))}
        {accountHref && (
          <Menu.Item component={Link} to={accountHref} leftSection={<IconUser size={16} />}>
            Account
          </Menu.Item>
        )}
        {settingsHref && (
          <Menu.Item component={Link} to={settingsHref} leftSection={<IconSettings size={16} />}>
            Settings
          </Menu.Item>
        )}
        {(session.actualRole === 'admin' || accountHref || settingsHref) && <Menu.Divider />}
        <Menu.Item leftSection={<IconLogout size={16} />} onClick={() => void logout()}>
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
