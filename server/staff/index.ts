export { type AdminAccountLink, createAdminAccount, InvalidStaffEmailError } from './admin-account';
export { type AuditEntry, recordAudit, recordBulkRead, type StaffActor } from './audit';
export { tellAdministrators } from './channel-notices';
export { createStaffDirectory, StaffPermissionError } from './directory';
export { type AttemptLimits, RESET_LIMITS, SIGN_IN_LIMITS } from './limits';
export { issuePasswordLink } from './links';
export { memberOf } from './members';
export { sendRequestedPasswordLinks, startPasswordRequestJob } from './password-requests';
export { hashPassword, verifyPassword } from './passwords';
export {
  createStaffRequests,
  type StaffRequest,
  type StaffRequestsDependencies,
} from './requests';
export { SESSION_IDLE_HOURS } from './sessions';
export {
  type ContactChannelNotice,
  contactChannelChangeMail,
  passwordLinkMail,
  STAFF_MAIL_KINDS,
} from './staff-mails';
export { activeStaffWhoMay, type StaffChoice } from './who-may';
