import type { Offer, OfferShift } from '@crewcall/contract';
import { errorDetail, isApiErrorResponse } from '@/lib/api/api-errors';
import { type FormatSettings, formatDateTime, formatTime } from '@/lib/formats';

/** "Sat 14 Jun 2025 9:30 am – 12:30 pm", on the club's clock. */
export function shiftWhen(
  shift: Pick<OfferShift, 'start' | 'end'>,
  settings?: FormatSettings | null,
) {
  return `${formatDateTime(shift.start, settings)} – ${formatTime(shift.end, settings)}`;
}

/** The event, and the role and location where set. */
export function shiftTitle(shift: OfferShift) {
  return [shift.event_name, shift.role_name, shift.location_name].filter(Boolean).join(' · ');
}

/** What an offer is, in a few words, for its giver. */
export function offerState(offer: Offer): string {
  if (offer.status === 'pending')
    return `Accepted by ${offer.taken_by_name ?? 'a member'}: waiting for an admin`;
  if (offer.kind === 'waitlist')
    return `Offered to ${offer.to_name ?? 'the waiting list'} (waiting list)`;
  if (offer.kind === 'swap') return `Swap offered to ${offer.to_name ?? 'a member'}`;
  return offer.to ? `Offered to ${offer.to_name ?? 'a member'}` : 'Offered to the club';
}

/** What an offer is, for who may take it. */
export function offerFrom(offer: Offer): string {
  const who = offer.from_name ?? 'A member';
  if (offer.kind === 'waitlist') return 'Your turn from the waiting list';
  if (offer.kind === 'swap') return `${who} asks to swap with you`;
  return offer.to ? `${who} offers it to you` : `${who} offers it to the club`;
}

/** The message of a failed call: its detail, its first form error, or a general line. */
export function errorText(error: unknown): string {
  if (isApiErrorResponse(error)) {
    const detail = errorDetail(error.body);
    if (detail) return detail;
    const body = error.body as Record<string, unknown> | null;
    if (body && typeof body === 'object') {
      for (const value of Object.values(body)) {
        if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
      }
    }
  }
  return 'That did not work. Please try again.';
}
