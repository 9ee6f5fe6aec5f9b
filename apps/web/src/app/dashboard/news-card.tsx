import { routeHref } from '@/app/routes';
import { NewsCard } from '@/features/news/dashboard/news-card';

/**
 * The dashboard's News card: the news feature's card, handed the admins' link to the news
 * screen here, where the routes are known. The link shows once the route exists (spec
 * route `news`, /news/{pk?}); until then there is none.
 */
export default function DashboardNewsCard() {
  return <NewsCard settingsHref={routeHref('news')} />;
}
