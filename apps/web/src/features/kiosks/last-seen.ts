import { formatDateTime } from '@/lib/formats';

/** "just now", "5 minutes ago", "3 hours ago", "2 days ago": how long since a moment. */
export function timeAgo(moment: string, now: Date = new Date()): string {
  const minutes = Math.floor((now.getTime() - Date.parse(moment)) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return minutes === 1 ? '1 minute ago' : `${minutes} minutes ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return hours === 1 ? '1 hour ago' : `${hours} hours ago`;
  const days = Math.floor(hours / 24);
  return days === 1 ? '1 day ago' : `${days} days ago`;
}

/**
 * When a kiosk last called in: relative, then the moment on the club's clock in the
 * person's format ("5 minutes ago · Fri 27 Nov 2026 7:40 pm"); "Never" before its first call.
 */
export function lastSeenText(
  lastSeen: string | null,
  settings?: Parameters<typeof formatDateTime>[1],
  now: Date = new Date(),
): string {
  if (!lastSeen) return 'Never';
  return `${timeAgo(lastSeen, now)} · ${formatDateTime(lastSeen, settings)}`;
}
