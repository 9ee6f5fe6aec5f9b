import type { Offer } from '@crewcall/contract';
import { describe, expect, it } from 'vitest';
import { errorText, offerFrom, offerState } from '@/features/offers/components/offer-texts';

const offer = (over: Partial<Offer> = {}): Offer => ({
  id: 1,
  kind: 'offer',
  status: 'open',
  shift: {
    id: 2,
    event: 3,
    event_name: 'Regatta',
    role_name: 'Helm',
    location_name: null,
    start: '2030-06-07T09:00:00Z',
    end: '2030-06-07T12:00:00Z',
  },
  swap_shift: null,
  from: 4,
  from_name: 'Gil Giver',
  to: null,
  to_name: null,
  taken_by: null,
  taken_by_name: null,
  expires: '2030-06-07T09:00:00Z',
  ...over,
});

describe('offer texts', () => {
  it('say what an offer is, to its giver and to who may take it', () => {
    expect(offerState(offer())).toBe('Offered to the club');
    expect(offerState(offer({ to: 9, to_name: 'Ann' }))).toBe('Offered to Ann');
    expect(offerState(offer({ kind: 'swap', to: 9, to_name: 'Ann' }))).toBe('Swap offered to Ann');
    expect(offerState(offer({ status: 'pending', taken_by: 9, taken_by_name: 'Ann' }))).toBe(
      'Accepted by Ann: waiting for an admin',
    );
    expect(offerFrom(offer())).toBe('Gil Giver offers it to the club');
    expect(offerFrom(offer({ to: 9 }))).toBe('Gil Giver offers it to you');
    expect(offerFrom(offer({ kind: 'waitlist' }))).toBe('Your turn from the waiting list');
  });

  it("read a failed call's message: its detail, else its first field error", () => {
    expect(
      errorText({ status: 409, body: { detail: 'Someone else has already taken this shift.' } }),
    ).toBe('Someone else has already taken this shift.');
    expect(errorText({ status: 400, body: { non_field_errors: ['Ann needs X for Y.'] } })).toBe(
      'Ann needs X for Y.',
    );
    expect(errorText(new Error('boom'))).toBe('That did not work. Please try again.');
  });
});
