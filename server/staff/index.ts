export { type AuditEntry, recordAudit, type StaffActor } from './audit';
