import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { routeHref } from '@/app/routes';
import { DashboardCard } from '@/components/dashboard-card';

/**
 * Dashboard: Verify phone (spec section 2): the club sends SMS and the person's phone is
 * not verified. Links to the profile's phone dialog once the profile screens exist.
 */
export default function VerifyPhoneCard() {
  const profile = routeHref('profile.info');
  return (
    <DashboardCard id="verify-phone-card" title="Verify phone" accent="orange">
      <Text size="sm">
        Your club sends reminders by SMS. Verify your phone number to receive them.
      </Text>
      {profile ? (
        <Anchor component={Link} to={`${profile}?dialog=phone`} size="sm" fw={600}>
          Verify your phone
        </Anchor>
      ) : (
        <Text size="sm" c="dimmed">
          You can verify it from your profile.
        </Text>
      )}
    </DashboardCard>
  );
}
