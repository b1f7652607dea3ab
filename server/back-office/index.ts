export {
  type AuditedChange,
  auditedChange,
  auditedInsert,
  forbidden,
  isoOrNull,
  isRefusal,
  may,
  mediaRefusal,
  notFound,
  parsedWith,
  type Refusal,
  refusedField,
  storedUpload,
} from './audited-changes';
export { auditedRows, currentAndRemoved, removal, validId } from './audited-rows';
export { mailOutboxDesk } from './outbox-desk';
export { salesFunnel, salesFunnelSource } from './sales-funnel-counts';
