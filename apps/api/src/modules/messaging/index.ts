// Messaging: messages queued in the transaction that causes them, and sent by jobs.

export { type ClubMailContext, composeClubEmail, createClubMailContext } from './club-email';
export { type DeliverDeps, deliverMessage, deliveryDeps, ProviderError } from './deliver';
export { messagingRoutes } from './messaging.routes';
export {
  MESSAGES_PER_SEND_JOB,
  type OutgoingMessage,
  queueMessages,
  sendMessagesJob,
} from './outbox';
export {
  type SignedLinkKey,
  signedLinkClub,
  signedLinkKey,
  signedLinkMarker,
  signedLinkToken,
  signedLinkTokenHash,
} from './signed-links';
