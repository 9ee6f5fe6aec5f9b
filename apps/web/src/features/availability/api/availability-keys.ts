import { useQueryClient } from '@tanstack/react-query';

/** Every availability read sits under one root: setting a day refreshes them all. */
export const availabilityKeys = {
  all: () => ['availability'] as const,
  mine: (month: string) => ['availability', 'mine', month] as const,
  grid: (query: Record<string, unknown>) => ['availability', 'grid', query] as const,
  day: (date: string) => ['availability', 'day', date] as const,
};

export function useRefreshAvailability() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: availabilityKeys.all() });
}
