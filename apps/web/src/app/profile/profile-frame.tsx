import '@mantine/core/styles/Tabs.css';
import { Container, Stack, Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';

/** The profile's four tabs (spec section 2, Profile); each is its own address. */
export const PROFILE_TABS = [
  { to: '/profile/info', label: 'Information' },
  { to: '/profile/shifts', label: 'Shifts' },
  { to: '/profile/records', label: 'Records' },
  { to: '/profile/settings', label: 'Settings' },
] as const;

/** The member's own profile: the heading and the tabs, then the current tab's content. */
export function ProfileFrame({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const current = PROFILE_TABS.find((t) => pathname.startsWith(t.to))?.to ?? null;
  return (
    <Container size="xl" px={0}>
      <Stack gap="md">
        <PageHeader title="Profile" />
        <Tabs value={current} onChange={(to) => to && navigate(to)} aria-label="Profile">
          <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
            {PROFILE_TABS.map((t) => (
              <Tabs.Tab key={t.to} value={t.to}>
                {t.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        {children}
      </Stack>
    </Container>
  );
}
