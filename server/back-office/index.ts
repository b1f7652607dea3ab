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
export { auditedRows, validId } from './audited-rows';
