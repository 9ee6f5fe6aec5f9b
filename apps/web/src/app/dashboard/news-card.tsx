import { routeHref } from '@/app/routes';
import { Markdown } from '@/features/events/components/markdown';
import { NewsCard } from '@/features/news/dashboard/news-card';

/**
 * The dashboard's News card: the news feature's card, handed the events feature's
 * sanitised Markdown here, because features never import each other (once Markdown moves
 * to components/, the card can import it itself). The admins' link goes to the news screen
 * once its route exists (spec route `news`, /news/{pk?}); until then there is none.
 */
export default function DashboardNewsCard() {
  return <NewsCard Markdown={Markdown} settingsHref={routeHref('news')} />;
}
