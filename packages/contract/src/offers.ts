import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { IdSchema, IdTextSchema, id, idPathParams, moment } from './collection-fields';
import { commonErrorResponses, DetailErrorSchema } from './common';

const c = initContract();

/*
 * Duties that keep themselves filled (issue 25, items 1 and 2). A member who cannot do a
 * published shift offers it up: to the club (anyone qualified and free may take it), to one
 * member, or as a swap for one of that member's shifts. Recipients get a one-click accept
 * link; the first valid accept moves the shift (or waits for an admin where the club
 * approves swaps). A full shift has a waiting list: when its person gives it up, or it is
 * left empty, the first on the list who can do it is offered it for a time, then the next.
 */

/** `offer`: given to whoever takes it; `swap`: for the recipient's shift; `waitlist`: a waiting list's turn. */
export const OfferKindSchema = z.enum(['offer', 'swap', 'waitlist']);
export type OfferKind = z.infer<typeof OfferKindSchema>;
export const OfferStatusSchema = z.enum([
  'open',
  'pending',
  'taken',
  'withdrawn',
  'expired',
  'declined',
  'void',
]);
export type OfferStatus = z.infer<typeof OfferStatusSchema>;

/** A shift as an offer shows it (times as instants; the page shows them in the club's zone). */
export const OfferShiftSchema = z.object({
  id,
  event: id,
  event_name: z.string(),
  role_name: z.string().nullable(),
  location_name: z.string().nullable(),
  start: moment,
  end: moment,
});
export type OfferShift = z.infer<typeof OfferShiftSchema>;

export const OfferSchema = z.object({
  id,
  kind: OfferKindSchema,
  status: OfferStatusSchema,
  shift: OfferShiftSchema,
  /** The shift the recipient gives in return (a swap). */
  swap_shift: OfferShiftSchema.nullable(),
  from: id.nullable(),
  from_name: z.string().nullable(),
  /** Null: offered to the whole club. */
  to: id.nullable(),
  to_name: z.string().nullable(),
  taken_by: id.nullable(),
  taken_by_name: z.string().nullable(),
  expires: moment,
});
export type Offer = z.infer<typeof OfferSchema>;

/** `POST /api/offers`: offer up `shift` (yours; an admin may offer anyone's). */
export const CreateOfferSchema = z
  .object({
    shift: IdSchema,
    /** Offer it to this member only; absent or null: to the club. */
    to: IdSchema.nullable().optional(),
    /** A swap: `to`'s shift that you take in return (needs `to`). */
    swap_shift: IdSchema.nullable().optional(),
  })
  .strict();
export type CreateOffer = z.infer<typeof CreateOfferSchema>;

/** What an accept did: the shift is yours, or it waits for an admin's approval. */
export const OfferTakenSchema = z.object({
  status: z.enum(['taken', 'pending']),
  detail: z.string(),
  offer: OfferSchema,
});
export type OfferTaken = z.infer<typeof OfferTakenSchema>;

/**
 * `GET /api/offers/link/{token}` (no login: the token is the recipient's): the offer as
 * its recipient sees it, and why it cannot be accepted when it cannot (`problem`).
 */
export const OfferLinkSchema = z.object({
  offer: OfferSchema,
  recipient_name: z.string(),
  time_zone: z.string(),
  /** Null: it can be accepted now. */
  problem: z.string().nullable(),
});
export type OfferLink = z.infer<typeof OfferLinkSchema>;

/** One place on a shift's waiting list. */
export const WaitingEntrySchema = z.object({
  shift: id,
  person: id,
  person_name: z.string(),
  position: z.number().int(),
  joined: moment,
  /** This person's turn is open now (an offer waiting for their accept). */
  offered: z.boolean(),
});
export type WaitingEntry = z.infer<typeof WaitingEntrySchema>;
export const WaitingListSchema = z.object({ waiting: z.array(WaitingEntrySchema) });
export type WaitingList = z.infer<typeof WaitingListSchema>;

/** A shift of the caller on their duties board, with its live offer if any. */
export const MyDutySchema = OfferShiftSchema.extend({ offer: OfferSchema.nullable() });
/** A full shift the caller could wait for, with their place if they wait. */
export const FullShiftSchema = OfferShiftSchema.extend({
  person_name: z.string().nullable(),
  waiting: z.number().int(),
  my_position: z.number().int().nullable(),
});
export type FullShift = z.infer<typeof FullShiftSchema>;

/**
 * `GET /api/offers/board`: the caller's upcoming published shifts (with their offers),
 * the open offers they may take, full shifts of the coming weeks (to wait for), and for
 * admins the accepted offers waiting for approval.
 */
export const OffersBoardSchema = z.object({
  my_shifts: z.array(MyDutySchema),
  open_offers: z.array(OfferSchema),
  full_shifts: z.array(FullShiftSchema),
  awaiting_approval: z.array(OfferSchema),
});
export type OffersBoard = z.infer<typeof OffersBoardSchema>;

/** `GET /api/offers/candidates?shift=`: members who could take the caller's shift (name only). */
export const OfferCandidatesSchema = z.object({
  people: z.array(z.object({ id, name: z.string(), shifts: z.array(OfferShiftSchema) })),
});
export type OfferCandidates = z.infer<typeof OfferCandidatesSchema>;

/** The club's rules for offers (admin). */
export const OfferSettingsSchema = z.object({
  /** An accepted offer or swap waits for an admin's approve/decline. */
  swap_approval: z.boolean(),
  /** How long a waiting list's turn lasts (hours; never past the shift's start). */
  waitlist_offer_hours: z
    .number()
    .int()
    .min(1)
    .max(24 * 14),
});
export type OfferSettings = z.infer<typeof OfferSettingsSchema>;

const errors = { ...commonErrorResponses, 409: DetailErrorSchema } as const;
const tokenParams = z.object({ token: z.string().min(1).max(200) });

export const offersContract = c.router(
  {
    board: {
      method: 'GET',
      path: '/offers/board',
      responses: { 200: OffersBoardSchema, ...errors },
      summary: "The caller's duties, the offers they may take, full shifts to wait for",
    },
    candidates: {
      method: 'GET',
      path: '/offers/candidates',
      query: z.object({ shift: IdTextSchema }),
      responses: { 200: OfferCandidatesSchema, ...errors },
      summary: 'Members who could take a shift of the caller (to offer it to one, or swap)',
    },
    createOffer: {
      method: 'POST',
      path: '/offers',
      body: CreateOfferSchema,
      responses: { 201: OfferSchema, ...errors },
      summary: 'Offer up a shift: to the club, to one member, or as a swap',
    },
    withdrawOffer: {
      method: 'POST',
      path: '/offers/:id/withdraw',
      pathParams: idPathParams,
      body: c.noBody(),
      responses: { 200: OfferSchema, ...errors },
      summary: 'Withdraw an open offer (its giver or an admin)',
    },
    takeOffer: {
      method: 'POST',
      path: '/offers/:id/take',
      pathParams: idPathParams,
      body: c.noBody(),
      responses: { 200: OfferTakenSchema, ...errors },
      summary: 'Take an open offer as the logged-in member',
    },
    offerLink: {
      method: 'GET',
      path: '/offers/link/:token',
      pathParams: tokenParams,
      responses: { 200: OfferLinkSchema, ...errors },
      summary: 'The offer an accept link is for (no login: the token names its recipient)',
    },
    acceptLink: {
      method: 'POST',
      path: '/offers/link/:token/accept',
      pathParams: tokenParams,
      body: c.noBody(),
      responses: { 200: OfferTakenSchema, ...errors },
      summary: 'Accept an offer by its link (once; not after the shift starts)',
    },
    approveOffer: {
      method: 'POST',
      path: '/offers/:id/approve',
      pathParams: idPathParams,
      body: c.noBody(),
      responses: { 200: OfferSchema, ...errors },
      summary: 'Approve an accepted offer or swap (admin, when the club approves swaps)',
    },
    declineOffer: {
      method: 'POST',
      path: '/offers/:id/decline',
      pathParams: idPathParams,
      body: c.noBody(),
      responses: { 200: OfferSchema, ...errors },
      summary: 'Decline an accepted offer or swap (admin): the shift stays as it was',
    },
    offerSettings: {
      method: 'GET',
      path: '/offers/settings',
      responses: { 200: OfferSettingsSchema, ...errors },
      summary: "The club's rules for offers (admin)",
    },
    setOfferSettings: {
      method: 'PUT',
      path: '/offers/settings',
      body: OfferSettingsSchema.strict(),
      responses: { 200: OfferSettingsSchema, ...errors },
      summary: "Change the club's rules for offers (admin)",
    },
    waitingList: {
      method: 'GET',
      path: '/shifts/:id/waitlist',
      pathParams: idPathParams,
      responses: { 200: WaitingListSchema, ...errors },
      summary: "A shift's waiting list, in order (admin)",
    },
    joinWaitingList: {
      method: 'POST',
      path: '/shifts/:id/waitlist',
      pathParams: idPathParams,
      body: c.noBody(),
      responses: { 200: WaitingListSchema, ...errors },
      summary: "Join a full shift's waiting list (answers the caller's place)",
    },
    leaveWaitingList: {
      method: 'DELETE',
      path: '/shifts/:id/waitlist',
      pathParams: idPathParams,
      body: c.noBody(),
      responses: { 204: c.noBody(), ...errors },
      summary: "Leave a shift's waiting list",
    },
  },
  { strictStatusCodes: true },
);
