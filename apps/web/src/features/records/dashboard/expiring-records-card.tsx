import type { Dashboard } from '@crewcall/contract';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { DashboardCard } from '@/components/dashboard-card';
import { useDashboardPart } from '@/lib/api/dashboard';
import { useSession } from '@/lib/auth/use-session';
import { dayjs, resolveFormats } from '@/lib/formats';

const expiringRecords = (dashboard: Dashboard) => dashboard.expiring_records;

/**
 * Dashboard, admins: records that run out within 30 days (soonest first), each linking to
 * the person's records. Their people are told by email once; roles that require the
 * competency refuse them once it has expired. Hidden when there are none.
 */
export default function ExpiringRecordsCard() {
  const settings = useSession().user?.settings;
  const records = useDashboardPart(expiringRecords).data ?? [];
  if (records.length === 0) return null;
  // A calendar day: shown as it is, never moved by a time zone.
  const day = (value: string) => dayjs(value).format(resolveFormats(settings).dateFormat);
  return (
    <DashboardCard
      id="expiring-records-card"
      title="Expiring training"
      accent="orange"
      count={records.length}
      countLabel={`${records.length} expiring`}
    >
      <Text size="sm" c="dimmed">
        These records run out within 30 days. Shifts whose role needs them cannot be given to their
        people once they have expired.
      </Text>
      <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {records.map((record) => (
          <Group
            key={record.id}
            component="li"
            justify="space-between"
            wrap="nowrap"
            gap="sm"
            data-testid="expiring-record"
          >
            <div style={{ minWidth: 0 }}>
              <Anchor component={Link} to={`/people/${record.person}/records`} size="sm" fw={500}>
                {record.person_name}
              </Anchor>
              <Text size="xs" c="dimmed" truncate="end">
                {record.competency_name}
              </Text>
            </div>
            <Text size="sm" style={{ flexShrink: 0 }}>
              {day(record.expires)}
            </Text>
          </Group>
        ))}
      </Stack>
    </DashboardCard>
  );
}
