import SeriesPage from '@/features/events/pages/series-page';
import { SeriesSignup } from '@/features/requests/series/series-signup-button';

/**
 * A series' page with 'Signup to all events': the events feature's page, handed the
 * requests feature's button here, because features never import each other.
 */
export default function SeriesRoute() {
  return <SeriesPage SignupControl={SeriesSignup} />;
}
