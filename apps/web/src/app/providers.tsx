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
    >
      <LazyNotifications />
      {/* No ts-rest provider: nothing uses tsr.useQueryClient(), and it would bring the
          full contract (every schema, zod) into the first page. */}
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
