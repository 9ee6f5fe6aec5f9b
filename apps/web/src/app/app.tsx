import { Providers } from '@/app/providers';
import { AppRouter } from '@/app/router';
import { SiteGate } from '@/shell/site-gate';

export function App() {
  return (
    <Providers>
      <SiteGate>
        <AppRouter />
      </SiteGate>
    </Providers>
  );
}
