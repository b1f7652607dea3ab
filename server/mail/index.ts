export { type CalendarEvent, calendarAttachment, calendarFile } from './calendar-event';
export {
  type OutboxEntry,
  type OutboxSummary,
  type OutgoingMail,
  outboxSummary,
  queueMail,
  retryFailedMail,
} from './outbox';
export { type MailContent, type MailDetail, type MailSection, renderMail } from './render';
export { createMailSender, MAX_ATTEMPTS, type MailSender, type MailSenderDeps } from './sender';
export { createMailTransport, type MailTransport, outboxFolder, type TransportMessage } from './transports';
