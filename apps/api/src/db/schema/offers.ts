import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, moment } from './columns';
import { shifts } from './events';
import { people } from './identity';
import { organisationId } from './organisations';

/*
 * Duties that keep themselves filled (issue 25, items 1 and 2): a shift offered up by its
 * person (to the club, to one member, or as a swap), the accept links mailed for it, and
 * the shifts' waiting lists. modules/offers.
 */

/** What an offer is: given away, swapped for the recipient's shift, or a waiting list's turn. */
export const OFFER_KINDS = ['offer', 'swap', 'waitlist'] as const;
/**
 * `open`: can be taken; `pending`: taken, waiting for an admin (the club approves swaps);
 * the rest are closed: `taken`, `withdrawn`, `expired`, `declined` (by an admin), `void`
 * (the shift changed under it: its person left, it was deleted or given by another path).
 */
export const OFFER_STATUSES = [
  'open',
  'pending',
  'taken',
  'withdrawn',
  'expired',
  'declined',
  'void',
] as const;

export const shiftOffers = pgTable(
  'shift_offers',
  {
    id: id(),
    organisationId: organisationId(),
    shiftId: integer('shift_id')
      .notNull()
      .references(() => shifts.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** Who gives the shift up (null: a waiting list's offer of a shift nobody holds). */
    fromPersonId: integer('from_person_id').references(() => people.id, { onDelete: 'cascade' }),
    /** The one member it is offered to; null: anyone of the club who may take it. */
    toPersonId: integer('to_person_id').references(() => people.id, { onDelete: 'cascade' }),
    /** A swap: the recipient's shift the giver takes in return. */
    swapShiftId: integer('swap_shift_id').references(() => shifts.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('open'),
    /** Who took it (also while it waits for an admin). */
    takenById: integer('taken_by_id').references(() => people.id, { onDelete: 'set null' }),
    /** Who made the offer (the giver, an admin, or null for the system's waiting-list turns). */
    createdById: integer('created_by_id').references(() => people.id, { onDelete: 'set null' }),
    /** No accept after this (a waiting list's turn ends sooner than the shift's start). */
    expiresAt: moment('expires_at').notNull(),
    createdAt: createdAt(),
    closedAt: moment('closed_at'),
  },
  (t) => [
    // One live offer per shift: the first valid accept wins, a second offer waits.
    uniqueIndex('shift_offers_org_shift_live_key')
      .on(t.organisationId, t.shiftId)
      .where(sql`${t.status} in ('open', 'pending')`),
    index('shift_offers_org_status_expires_idx').on(t.organisationId, t.status, t.expiresAt),
    index('shift_offers_org_swap_shift_idx')
      .on(t.organisationId, t.swapShiftId)
      .where(sql`${t.swapShiftId} is not null`),
    index('shift_offers_org_to_idx').on(t.organisationId, t.toPersonId),
    check('shift_offers_kind_check', sql`${t.kind} in ('offer', 'swap', 'waitlist')`),
    check(
      'shift_offers_status_check',
      sql`${t.status} in ('open', 'pending', 'taken', 'withdrawn', 'expired', 'declined', 'void')`,
    ),
  ],
);

/**
 * A one-click accept link of one recipient of an offer: only the SHA-256 of its token is
 * kept (the token exists in the mail alone). Used once (`used_at`); dead once its offer
 * closes or its shift starts.
 */
export const shiftOfferLinks = pgTable(
  'shift_offer_links',
  {
    id: id(),
    organisationId: organisationId(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => shiftOffers.id, { onDelete: 'cascade' }),
    personId: integer('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    usedAt: moment('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('shift_offer_links_org_token_key').on(t.organisationId, t.tokenHash),
    index('shift_offer_links_org_offer_idx').on(t.organisationId, t.offerId),
  ],
);

/** A member waiting for a full shift, in order of joining (created_at, id). */
export const shiftWaitlist = pgTable(
  'shift_waitlist',
  {
    id: id(),
    organisationId: organisationId(),
    shiftId: integer('shift_id')
      .notNull()
      .references(() => shifts.id, { onDelete: 'cascade' }),
    personId: integer('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('shift_waitlist_org_shift_person_key').on(t.organisationId, t.shiftId, t.personId),
    index('shift_waitlist_org_person_idx').on(t.organisationId, t.personId),
  ],
);
