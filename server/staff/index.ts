export { type AdminAccountLink, createAdminAccount, InvalidStaffEmailError } from './admin-account';
export { type AuditEntry, recordAudit, type StaffActor } from './audit';
export { createStaffDirectory, StaffPermissionError } from './directory';
export { type AttemptLimits, RESET_LIMITS, SIGN_IN_LIMITS } from './limits';
export { issuePasswordLink } from './links';
export { passwordLinkMail, STAFF_MAIL_KINDS } from './mails';
export { memberOf } from './members';
export { sendRequestedPasswordLinks, startPasswordRequestJob } from './password-requests';
export { hashPassword, verifyPassword } from './passwords';
export {
  createStaffRequests,
  isStaffPath,
  type StaffRequest,
  type StaffRequestsDependencies,
} from './requests';
export { SESSION_IDLE_HOURS } from './sessions';
