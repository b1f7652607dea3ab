export {
  type OutboxEntry,
  type OutboxSummary,
  type OutgoingMail,
  outboxSummary,
  queueMail,
  retryFailedMail,
} from './outbox';
export { type MailContent, renderMail } from './render';
export { createMailSender, MAX_ATTEMPTS, type MailSender, type MailSenderDeps } from './sender';
export { createMailTransport, type MailTransport, outboxFolder, type TransportMessage } from './transports';
