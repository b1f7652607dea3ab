export { detectCvType, isWordBinaryDocument } from './cv-file';
export { LEAD_MAIL_KINDS } from './mails';
export { deleteExpiredJobApplications } from './retention';
export {
  CV_BODY_MAX_BYTES,
  CV_ERROR_PATH,
  CV_RECEIVED_PATH,
  LEAD_JSON_MAX_BYTES,
  type LeadsDependencies,
  leadsRoutes,
} from './routes';
