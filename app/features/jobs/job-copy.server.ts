import {
  CV_ERROR_MESSAGES,
  CV_ERROR_REASONS,
  CV_FILE_MESSAGE,
  CV_MAX_BYTES,
  CV_RECEIVED_MESSAGE,
  CV_TOO_LARGE_MESSAGE,
  type CvErrorReason,
  EMAIL_MAX_LENGTH,
  jobApplicationSchema,
  MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  SHORT_TEXT_MAX_LENGTH,
} from '#domain/content/leads';
import type { JobFormCopy, JobResult } from './job-form';

/*
 * The job form's texts come from domain/content/leads.ts, the schema the server validates with. They reach the browser in the
 * loader's data rather than by importing that module in the form: it builds zod schemas, and zod would then ship in
 * the page's JavaScript.
 */

function firstMessages(input: Record<string, unknown>): Map<string, string> {
  const result = jobApplicationSchema.safeParse(input);
  const messages = new Map<string, string>();
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0] ?? '');
    if (!messages.has(field)) messages.set(field, issue.message);
  }
  return messages;
}

function required(messages: Map<string, string>, field: string): string {
  const message = messages.get(field);
  if (!message) throw new Error(`jobApplicationSchema no longer requires ${field}`);
  return message;
}

export function jobFormCopy(): JobFormCopy {
  const missing = firstMessages({});
  const invalid = firstMessages({ email: 'no-es-un-email', cellphone: '1' });
  return {
    missing: {
      name: required(missing, 'name'),
      lastname: required(missing, 'lastname'),
      cellphone: required(missing, 'cellphone'),
      email: required(missing, 'email'),
    },
    invalidEmail: required(invalid, 'email'),
    invalidCellphone: required(invalid, 'cellphone'),
    noFile: CV_FILE_MESSAGE,
    fileTooLarge: CV_TOO_LARGE_MESSAGE,
    maxFileBytes: CV_MAX_BYTES,
    maxLength: {
      name: NAME_MAX_LENGTH,
      phone: PHONE_MAX_LENGTH,
      email: EMAIL_MAX_LENGTH,
      shortText: SHORT_TEXT_MAX_LENGTH,
      studies: 200,
      message: MESSAGE_MAX_LENGTH,
    },
  };
}

function isReason(value: string | null): value is CvErrorReason {
  return (CV_ERROR_REASONS as readonly (string | null)[]).includes(value);
}

/** What /cv-recibido and /cv-error tell the applicant; `motivo` is the reason the server's redirect carries. */
export function jobResult(kind: 'received' | 'error', motivo: string | null): JobResult {
  if (kind === 'received') {
    return {
      kind,
      title: CV_RECEIVED_MESSAGE,
      message: 'Recibimos tu currículum. Si tu perfil se ajusta a una búsqueda, te vamos a contactar.',
    };
  }
  return {
    kind,
    title: 'No pudimos enviar tu postulación',
    message: CV_ERROR_MESSAGES[isReason(motivo) ? motivo : 'servidor'],
  };
}
