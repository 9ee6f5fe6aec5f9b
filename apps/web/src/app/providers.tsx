import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { cssVariablesResolver, theme } from '@/app/theme';
import { queryClient } from '@/lib/query-client';
import { LazyNotifications } from '@/shell/lazy-notifications';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="auto"
      cssVariablesResolver={cssVariablesResolver}
      // Every variable from here, the defaults too: the first page then needs no
      // default-css-variables.css (27 KB, 4 KB gzipped). css-variables.test.tsx checks
      // that none is missing.
      deduplicateCssVariables={false}
    >
      <LazyNotifications />
      {/* No ts-rest provider: nothing uses tsr.useQueryClient(), and it would bring the
          full contract (every schema, zod) into the first page. */}
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
