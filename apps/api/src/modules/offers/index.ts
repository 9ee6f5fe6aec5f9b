// What other modules may import from offers (see modules/README.md, Fences).

export { offersRoutes } from './offers.routes';
/** Offer up a shift for its person (to the club, or to its waiting list first). */
export { type OfferContext, startOfferUp } from './offers.service';
export { scanOffers } from './waitlist.service';
