import type { AudienceQuery, PreviewQuery } from '@crewcall/contract';

/** The bulk-messaging reads, each owning its key. */
export const messagingKeys = {
  all: () => ['messaging'] as const,
  audience: (query: AudienceQuery) => ['messaging', 'audience', query] as const,
  preview: (query: PreviewQuery) => ['messaging', 'preview', query] as const,
  outbox: () => ['messaging', 'outbox'] as const,
  progress: (id: number) => ['messaging', 'broadcast', id] as const,
};
