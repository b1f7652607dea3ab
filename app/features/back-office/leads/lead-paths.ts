import { LEAD_KIND_SLUGS } from '#domain/back-office/leads-inbox';
import { STAFF_PATHS } from '#domain/back-office/staff-accounts';

/** Where a job application's CV is downloaded; apart from the list, so a lead's page does not load the list's code. */
export const cvPath = (id: number) => `${STAFF_PATHS.leads}/${LEAD_KIND_SLUGS.job_application}/${id}/cv`;
