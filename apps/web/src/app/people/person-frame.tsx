import '@mantine/core/styles/Tabs.css';
import type { Person } from '@crewcall/contract';
import { Anchor, Container, Group, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { usePeople } from '@/features/people/api/get-people';

/** A person's four tabs (spec section 2: /people/{pk}/info, shifts, records, emails). */
export const PERSON_TABS = [
  { path: 'info', label: 'Information' },
  { path: 'shifts', label: 'Shifts' },
  { path: 'records', label: 'Records' },
  { path: 'emails', label: 'Emails' },
] as const;

/**
 * One person of the club, for admins: their name, a way back to People, and the tabs, each
 * its own address; the current tab's content gets the person once read. The tabs are
 * composed here, where features meet (people, hours, records, messaging).
 */
export function PersonFrame({ children }: { children: (person: Person) => ReactNode }) {
  const { pk } = useParams();
  const id = Number(pk);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const found = usePeople({ id, limit: 1 });
  const person = found.data?.rows[0];
  const current = PERSON_TABS.find((t) => pathname.endsWith(`/${t.path}`))?.path ?? null;
  const name = person ? person.name || person.email : '';

  return (
    <Container size="xl" px={0}>
      <Stack gap="md">
        <Anchor component={Link} to="/people/list" size="sm" w="fit-content">
          <Group gap={4} wrap="nowrap">
            <IconArrowLeft size={14} aria-hidden />
            People
          </Group>
        </Anchor>
        {person ? (
          <PageHeader title={name} description={person.name ? person.email : undefined} />
        ) : found.isPending ? (
          <Skeleton height={32} width="40%" aria-label="Loading" />
        ) : (
          <PageHeader title="Person not found" />
        )}
        {found.isSuccess && !person ? (
          <Text c="dimmed">This person is not one of the club's people.</Text>
        ) : (
          <>
            <Tabs
              value={current}
              onChange={(tab) => tab && navigate(`/people/${id}/${tab}`)}
              aria-label={name ? `${name}: person` : 'Person'}
            >
              <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
                {PERSON_TABS.map((t) => (
                  <Tabs.Tab key={t.path} value={t.path}>
                    {t.label}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
            </Tabs>
            {person ? children(person) : <Skeleton height={120} />}
          </>
        )}
      </Stack>
    </Container>
  );
}
