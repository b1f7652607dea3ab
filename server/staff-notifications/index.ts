export { pendingNotices, sendDailySummaries, startDailySummaryJob } from './daily-summary';
export { STAFF_NOTICE_MAIL_KINDS, type StaffNotice } from './notice-mails';
export {
  type Canceller,
  followUpNotice,
  type LeadFacts,
  newLeadNotice,
  newReservationNotice,
  newTestDriveNotice,
  type ReservationFacts,
  reservationCancelledNotice,
  reservationDeliveredNotice,
} from './notices';
export { staffNoticesSource } from './notices-source';
export {
  type Assignment,
  deliverStaffNotice,
  type NoticeMember,
  notifyAssignment,
  planTeamNotice,
  queueTeamNotice,
  type TeamPlan,
} from './team-notices';
