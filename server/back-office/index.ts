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
} from './audited-changes';
