import {
  Component,
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
  useState,
} from 'react';
import type { DashboardCard } from '@/app/dashboard/dashboard-cards';
import { LoadFailed } from '@/app/dashboard/load-failed';
import { PageLoader } from '@/components/page-loader';
import { errorService } from '@/lib/error-service';

type LazyCard = LazyExoticComponent<ComponentType>;

/**
 * One lazy component per card for the app's life, so a later visit does not download it
 * again. A failed one is forgotten (React.lazy keeps its error for good): the next visit,
 * or Try again, downloads anew.
 */
const loaded = new Map<string, LazyCard>();
const lazyCard = (card: DashboardCard): LazyCard => {
  let component = loaded.get(card.id);
  if (!component) {
    component = lazy(card.component);
    loaded.set(card.id, component);
  }
  return component;
};

/**
 * One dashboard card in its place: a spinner while its code downloads, the card, or, when
 * the download fails (a phone losing its connection while the dashboard loads) or the card
 * throws, a short message with Try again in the card's place. The other cards, the menu and
 * the page stay. Without it the error reached the app's boundary above the shell, which put
 * "A new version of the app is available" in place of the whole screen, menu included.
 */
export function DashboardCardSlot({ card }: { card: DashboardCard }) {
  const [shown, setShown] = useState(() => ({ attempt: 0, Card: lazyCard(card) }));
  const { Card } = shown;
  return (
    <CardBoundary
      key={shown.attempt}
      onError={() => loaded.delete(card.id)}
      onRetry={() => setShown((last) => ({ attempt: last.attempt + 1, Card: lazyCard(card) }))}
    >
      <Suspense fallback={<PageLoader />}>
        <Card />
      </Suspense>
    </CardBoundary>
  );
}

class CardBoundary extends Component<
  { children: ReactNode; onError: () => void; onRetry: () => void },
  { failed: boolean }
> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    this.props.onError();
    // Reported as the app's boundary reports what it catches, and left in the console.
    errorService.report(error);
    console.error(error);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <LoadFailed
        testId="dashboard-card-failed"
        title="This card did not load"
        description="The connection may have dropped. Try again in a moment."
        onRetry={this.props.onRetry}
      />
    );
  }
}
