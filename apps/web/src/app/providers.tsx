import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { cssVariablesResolver, theme } from '@/app/theme';
import { tsr } from '@/lib/api/client';
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
      <QueryClientProvider client={queryClient}>
        <tsr.ReactQueryProvider>{children}</tsr.ReactQueryProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
