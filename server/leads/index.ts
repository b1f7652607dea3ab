export { detectCvType, isWordBinaryDocument } from './cv-file';
export { cvFiles } from './cv-storage';
export {
  addLeadNote,
  assignLead,
  exportLeads,
  jobApplicationCv,
  type LeadScope,
  leadDetail,
  leadsInboxSource,
  listLeads,
  setLeadStatus,
} from './inbox';
export { csvCell, inboxCsv } from './inbox-csv';
export { deleteExpiredJobApplications } from './job-applications-retention';
export { leadBrandOf } from './lead-brand';
export { sendFollowUpReminders, startFollowUpReminderJob } from './lead-follow-ups';
export { LEAD_MAIL_KINDS } from './lead-mails';
export { type LeadVehicle, resolveLeadVehicle } from './lead-vehicle';
export {
  CV_BODY_MAX_BYTES,
  CV_ERROR_PATH,
  CV_RECEIVED_PATH,
  LEAD_JSON_MAX_BYTES,
  type LeadsDependencies,
  leadsRoutes,
} from './routes';
