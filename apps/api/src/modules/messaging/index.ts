// Messaging: messages queued in the transaction that causes them, and sent by jobs.

export { messagingRoutes } from './messaging.routes';
export {
  MESSAGES_PER_SEND_JOB,
  type OutgoingMessage,
  queueMessages,
  sendMessagesJob,
} from './outbox';
