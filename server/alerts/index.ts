export { type AlertCheckResult, type AlertCheckScope, checkAlerts, EVERY_ALERT } from './alert-checks';
export { alertDemand, alertDemandSource } from './alert-demand-counts';
export { startAlertJob } from './alert-job';
export { ALERT_MAIL_KINDS } from './alert-mails';
export { alertPagesSource } from './alert-pages';
export { deleteExpiredAlerts } from './alert-retention';
export { type AlertsDependencies, alertRoutes } from './routes';
export { countSearchUses, flushSearchUses, recordSearchUse } from './search-uses';
