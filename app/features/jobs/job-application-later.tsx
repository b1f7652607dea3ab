import { laterPart } from '../../components/lazy-part';
import './jobs.css';

/**
 * The job application that closes the home page: the server renders it with the rest, and the browser keeps that HTML
 * (a disclosure and a plain multipart form, both working without scripts) until its code arrives after the page's own
 * (docs/decisions/0011: each page's first load stays within its budget). Its stylesheet is linked with the page's, so
 * nothing moves when the code arrives.
 */
export const JobApplicationLater = laterPart(
  () => import('./job-application').then((module) => module.JobApplication),
  null,
);
