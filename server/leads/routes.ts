import fs from 'node:fs/promises';
import { and, desc, eq, sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { findBrandById } from '#domain/catalogue/brands';
import { DEALERSHIP } from '#domain/content/dealership';
import {
  contactApiSchema,
  type JobApplicationApiInput,
  jobApplicationApiSchema,
  priceRequestApiSchema,
} from '#domain/content/lead-api-schemas';
import {
  CONTACT_RECEIVED_MESSAGE,
  CV_EMPTY_FILE_MESSAGE,
  CV_ERROR_MESSAGES,
  CV_FILE_MESSAGE,
  CV_MAX_BYTES,
  CV_RECEIVED_MESSAGE,
  CV_TOO_LARGE_MESSAGE,
  type CvErrorReason,
  contactLeadSubject,
  HONEYPOT_FIELD,
  isHoneypotFilled,
  JOB_APPLICATION_FIELDS,
  type LeadVehicleIds,
  PRICE_REQUEST_RECEIVED_MESSAGE,
  PRICE_REQUEST_REPEAT_HOURS,
} from '#domain/content/leads';
import { UNREADABLE_FORM_MESSAGE } from '#domain/shared/field-errors';
import { keptVisitSource } from '#domain/shared/visit-source';
import { departmentEmail, jobsEmail } from '../content';
import type { Database } from '../db/client';
import { contactMessages, jobApplications, priceRequests } from '../db/schema';
import { queueMail } from '../mail';
import type { Config } from '../platform/config';
import { InvalidInputError, RefusalError, ServiceUnavailableError } from '../platform/errors';
import type { Logger } from '../platform/logger';
import { createUploadSlots } from '../requests/upload-slots';
import { requireJson, validate } from '../requests/validation';
import { newLeadNotice, planTeamNotice, queueTeamNotice, type TeamPlan } from '../staff-notifications';
import type { FileStorage } from '../storage';
import { type CvType, detectCvType } from './cv-file';
import { storeCv } from './cv-storage';
import {
  BodyTooLargeError,
  discardUpload,
  type ReceivedFile,
  type ReceivedForm,
  receiveForm,
  UnreadableFormError,
  UploadStorageError,
} from './cv-upload';
import {
  contactAcknowledgementMail,
  contactDepartmentMail,
  jobApplicationAcknowledgementMail,
  jobApplicationDepartmentMail,
  priceRequestAcknowledgementMail,
  priceRequestDepartmentMail,
} from './lead-mails';
import { type LeadVehicle, resolveLeadVehicle } from './lead-vehicle';

export interface LeadsDependencies {
  db: Database;
  config: Config;
  logger: Logger;
  /** Where the CVs are kept (server/storage). */
  storage: FileStorage;
  /** CVs received at once, and how long one more waits for a place (tests lower them). */
  cvUploads?: { max: number; waitMs: number };
}

/** A contact message is at most 2,000 characters; 32 KB leaves room for any honest body and none for abuse. */
export const LEAD_JSON_MAX_BYTES = 32 * 1024;
/** The CV (5 MB at most) plus the form fields and multipart framing. */
export const CV_BODY_MAX_BYTES = CV_MAX_BYTES + 1024 * 1024;

export const CV_RECEIVED_PATH = '/cv-recibido';
export const CV_ERROR_PATH = '/cv-error';

const TOO_LARGE_MESSAGE = 'El contenido enviado es demasiado grande.';
const NOT_A_FORM_MESSAGE = 'El formulario debe enviarse como multipart/form-data.';
const UPLOADS_BUSY_MESSAGE =
  'Estamos recibiendo muchos currículums en este momento. Probá de nuevo en un minuto.';
const UPLOAD_RETRY_AFTER_SECONDS = 30;
/** CVs received at once; each holds a few kilobytes while it streams to disk, and at most 5 MB while it is checked. */
const MAX_CV_UPLOADS_IN_FLIGHT = 4;
/** How long a CV waits for a place before it is refused. */
const CV_UPLOAD_WAIT_MS = 10_000;

/** The job form's file field: docs/product.md §7 does not name it, so the names forms and scripts commonly use are read. */
const CV_FILE_FIELDS = ['file', 'data[file]', 'cv'];

type Issue = { field: string; message: string };

/**
 * What may be logged of a failure to save a lead. A DrizzleQueryError's message and `params` carry the query's values,
 * the lead's personal data, and a database error's message may quote a value too: only names and codes are kept.
 */
export function loggableError(error: unknown): Record<string, unknown> {
  if (error instanceof DrizzleQueryError) {
    const cause = error.cause as
      | { name?: unknown; code?: unknown; constraint?: unknown; table?: unknown }
      | undefined;
    return {
      name: 'DrizzleQueryError',
      cause: { name: cause?.name, code: cause?.code, constraint: cause?.constraint, table: cause?.table },
    };
  }
  if (error instanceof Error) {
    const { code, syscall } = error as NodeJS.ErrnoException;
    return { name: error.name, code, syscall };
  }
  return { name: typeof error };
}

const brandNameOf = (brandId: number | null) =>
  brandId === null ? null : (findBrandById(brandId)?.name ?? null);

/** A job-form client that asked for JSON gets JSON; a browser posting the form without JavaScript gets redirects. */
function wantsJson(c: Context): boolean {
  const accept = c.req.header('accept') ?? '';
  return /\bapplication\/json\b/i.test(accept) && !/\btext\/html\b/i.test(accept);
}

function isFormContentType(c: Context): boolean {
  return /^(?:multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(
    c.req.header('content-type') ?? '',
  );
}

/** docs/product.md §7's form names its fields data[name]…; a script may also send them bare (name…). */
function formValue(fields: ReadonlyMap<string, string>, field: string): string | undefined {
  return fields.get(`data[${field}]`) ?? fields.get(field);
}

/**
 * POST /api/v2/territorio/contact, POST /api/v2/territorio/price-request and POST /cv (docs/product.md §7).
 *
 * Each lead is saved and its e-mails queued in one transaction (docs/product.md §D16): a saved lead always has its mail, and
 * a failure leaves neither. A filled honeypot (domain/content/leads.ts) gets the usual answer and nothing is kept.
 *
 * POST /cv answers a browser's form post with 303 to /cv-recibido, or to /cv-error?motivo=archivo|datos|tamano when
 * the applicant can fix something (the file, the fields, the size) and to plain /cv-error when the failure was ours.
 * With `Accept: application/json` it answers 201 `{"data": {"id", "message"}}` or 400/413/415 `{"error", "issues"}`.
 */
export function leadsRoutes(deps: LeadsDependencies) {
  const { db, config, logger } = deps;

  /**
   * Sales take contact messages and price requests: the sales address of the lead's brand, as for its reservations
   * (departmentEmail: the brand's, else the dealership's); job applications go to the jobs address (the jobs_email
   * setting, else the administration department). A failed lookup must not cost a lead: the general mailbox takes it.
   */
  async function recipient(department: 'sales' | 'jobs', brandId: number | null = null): Promise<string> {
    try {
      return await (department === 'sales'
        ? departmentEmail(db, 'sales', brandId ?? undefined)
        : jobsEmail(db));
    } catch (error) {
      logger.warn(
        { err: loggableError(error), department },
        'department address unavailable; mailing the dealership address',
      );
      return DEALERSHIP.email;
    }
  }

  /**
   * Who hears of a new lead of the brand (docs/product.md §6 "Avisos al personal"): its sales team, each as they chose;
   * the sales address above only when the lead has no brand or the brand has nobody.
   */
  function teamOf(brandId: number | null): Promise<TeamPlan> {
    return planTeamNotice(db, { brandId, fallbackAddress: () => recipient('sales', brandId), logger });
  }

  /**
   * Runs the save; on a failure other than a refusal logs what can be logged and answers 503 through the app's error mapping, since the
   * original error's message would carry the lead's personal data into the log.
   */
  async function saveLead<T>(form: string, save: () => Promise<T>): Promise<T> {
    try {
      return await save();
    } catch (error) {
      if (error instanceof RefusalError) throw error;
      logger.error({ form, err: loggableError(error) }, 'lead could not be saved');
      // The cause tells the error mapping whether the database was away (a short Retry-After) or something else.
      throw new ServiceUnavailableError(`${form} lead could not be saved`, { cause: error });
    }
  }

  /**
   * What the lead is about (./lead-vehicle.ts): ids that name nothing, or things that don't belong together, are refused;
   * a failed lookup must not cost the lead, which is kept with the name it was sent with, if any, and no brand.
   */
  async function vehicleOf(
    form: string,
    ids: LeadVehicleIds,
    name: string | undefined,
  ): Promise<LeadVehicle> {
    try {
      return await resolveLeadVehicle(db, ids, name);
    } catch (error) {
      if (error instanceof InvalidInputError) throw error;
      logger.warn({ form, err: loggableError(error) }, 'lead vehicle lookup failed; saved without a brand');
      return { brandId: null, description: name ?? null };
    }
  }

  /** A bot is answered with the id the next real lead would get, so the answer looks like any other. */
  async function decoyId(lastId: Promise<{ id: number }[]>) {
    const [row] = await lastId;
    return (row?.id ?? 0) + 1;
  }

  const jsonLimit = bodyLimit({
    maxSize: LEAD_JSON_MAX_BYTES,
    onError: (c) => c.json({ error: TOO_LARGE_MESSAGE }, 413),
  });

  /** A failure the applicant can fix: JSON with the reason per field, or the error page told why. */
  function cvFailure(
    c: Context,
    reason: CvErrorReason,
    status: ContentfulStatusCode,
    problem: string | Issue[],
  ) {
    if (!wantsJson(c)) return c.redirect(`${CV_ERROR_PATH}?motivo=${reason}`, 303);
    if (typeof problem === 'string') return c.json({ error: problem }, status);
    return c.json({ error: problem[0]?.message ?? CV_ERROR_MESSAGES[reason], issues: problem }, status);
  }

  const uploadSlots = createUploadSlots(
    deps.cvUploads?.max ?? MAX_CV_UPLOADS_IN_FLIGHT,
    deps.cvUploads?.waitMs ?? CV_UPLOAD_WAIT_MS,
  );

  /** Stores the file, then saves the row and queues both mails; a file no row points at is removed again. */
  async function saveJobApplication(application: JobApplicationApiInput, file: ReceivedFile, type: CvType) {
    const hrAddress = await recipient('jobs');
    return saveLead('job-application', async () => {
      const stored = await storeCv(deps.storage, file.tempPath, type);
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(jobApplications)
            .values({
              name: application.name,
              lastname: application.lastname,
              cellphone: application.cellphone,
              telephone: application.telephone ?? null,
              email: application.email,
              studies: application.studies ?? null,
              position: application.position ?? null,
              message: application.message ?? null,
              zone: application.zone ?? null,
              ...keptVisitSource(application.source),
              cvPath: stored.key,
              cvMimeType: type.mimeType,
              cvBytes: file.bytes,
            })
            .returning({ id: jobApplications.id });
          if (!row) throw new Error('job_applications insert returned no row');
          const cv = { ...stored, ext: type.ext, bytes: file.bytes };
          await queueMail(tx, jobApplicationDepartmentMail(application, row.id, hrAddress, cv));
          await queueMail(tx, jobApplicationAcknowledgementMail(application));
          return row.id;
        });
      } catch (error) {
        await deps.storage
          .remove(stored.key)
          .catch((removeError: unknown) =>
            logger.error(
              { err: loggableError(removeError) },
              'could not remove the CV of an unsaved application',
            ),
          );
        throw error;
      }
    });
  }

  return new Hono()
    .post(
      '/api/v2/territorio/contact',
      jsonLimit,
      requireJson(),
      validate('json', contactApiSchema),
      async (c) => {
        const lead = c.req.valid('json');
        if (isHoneypotFilled(lead)) {
          logger.info({ form: 'contact' }, 'honeypot filled; lead discarded');
          const lastId = db
            .select({ id: contactMessages.id })
            .from(contactMessages)
            .orderBy(desc(contactMessages.id))
            .limit(1);
          return c.json({ data: { id: await decoyId(lastId), message: CONTACT_RECEIVED_MESSAGE } }, 201);
        }
        // The subject names the lead's brand when it names nothing else (the original's family pages sent the family).
        const vehicle = await vehicleOf('contact', lead, undefined);
        const brandId = vehicle.brandId ?? (await vehicleOf('contact', {}, lead.subject)).brandId;
        const kept = {
          ...lead,
          subject: contactLeadSubject(lead.subject, vehicle.description),
          vehicle: vehicle.description,
        };
        const team = await teamOf(brandId);
        const id = await saveLead('contact', () =>
          db.transaction(async (tx) => {
            const [row] = await tx
              .insert(contactMessages)
              .values({
                subject: kept.subject,
                name: lead.name,
                lastname: lead.lastname,
                telephone: lead.telephone,
                email: lead.email ?? null,
                message: lead.message ?? null,
                brandId,
                ...keptVisitSource(lead.source),
              })
              .returning({ id: contactMessages.id });
            if (!row) throw new Error('contact_messages insert returned no row');
            await queueTeamNotice(
              tx,
              team,
              newLeadNotice({
                kind: 'contact',
                id: row.id,
                about: kept.subject,
                brandName: brandNameOf(brandId),
              }),
              { publicUrl: config.PUBLIC_URL, fallbackMail: (to) => contactDepartmentMail(kept, row.id, to) },
            );
            if (lead.email) await queueMail(tx, contactAcknowledgementMail({ ...lead, email: lead.email }));
            return row.id;
          }),
        );
        logger.info({ form: 'contact', leadId: id }, 'lead saved');
        return c.json({ data: { id, message: CONTACT_RECEIVED_MESSAGE } }, 201);
      },
    )
    .post(
      '/api/v2/territorio/price-request',
      jsonLimit,
      requireJson(),
      validate('json', priceRequestApiSchema),
      async (c) => {
        const lead = c.req.valid('json');
        if (isHoneypotFilled(lead)) {
          logger.info({ form: 'price-request' }, 'honeypot filled; lead discarded');
          const lastId = db
            .select({ id: priceRequests.id })
            .from(priceRequests)
            .orderBy(desc(priceRequests.id))
            .limit(1);
          return c.json(
            { data: { id: await decoyId(lastId), message: PRICE_REQUEST_RECEIVED_MESSAGE } },
            201,
          );
        }
        const vehicle = await vehicleOf('price-request', lead, lead.vehicle);
        // The schema asks for ids or a name, so there is a description; a name only is kept as sent.
        const kept = { ...lead, vehicle: vehicle.description ?? lead.vehicle ?? '' };
        const { brandId } = vehicle;
        const team = await teamOf(brandId);
        const saved = await saveLead('price-request', () =>
          db.transaction(async (tx) => {
            // docs/decisions/0061: the same request (e-mail and vehicle) within the window is the lead already kept.
            await tx.execute(
              sql`select pg_advisory_xact_lock(hashtext(${`price-request:${lead.email.toLowerCase()}:${kept.vehicle}`}))`,
            );
            const [earlier] = await tx
              .select({ id: priceRequests.id })
              .from(priceRequests)
              .where(
                and(
                  sql`lower(${priceRequests.email}) = ${lead.email.toLowerCase()}`,
                  eq(priceRequests.vehicle, kept.vehicle),
                  sql`${priceRequests.createdAt} > now() - make_interval(hours => ${PRICE_REQUEST_REPEAT_HOURS})`,
                ),
              )
              .orderBy(desc(priceRequests.id))
              .limit(1);
            if (earlier) return { id: earlier.id, repeated: true };
            const [row] = await tx
              .insert(priceRequests)
              .values({
                vehicle: kept.vehicle,
                name: lead.name,
                lastname: lead.lastname,
                email: lead.email,
                cellphone: lead.cellphone ?? null,
                brandId,
                ...keptVisitSource(lead.source),
              })
              .returning({ id: priceRequests.id });
            if (!row) throw new Error('price_requests insert returned no row');
            await queueTeamNotice(
              tx,
              team,
              newLeadNotice({
                kind: 'price_request',
                id: row.id,
                about: kept.vehicle,
                brandName: brandNameOf(brandId),
              }),
              {
                publicUrl: config.PUBLIC_URL,
                fallbackMail: (to) => priceRequestDepartmentMail(kept, row.id, to),
              },
            );
            await queueMail(tx, priceRequestAcknowledgementMail(kept, config.PUBLIC_URL));
            return { id: row.id, repeated: false };
          }),
        );
        const { id, repeated } = saved;
        logger.info(
          { form: 'price-request', leadId: id, repeated },
          repeated ? 'lead repeated' : 'lead saved',
        );
        return c.json({ data: { id, message: PRICE_REQUEST_RECEIVED_MESSAGE } }, 201);
      },
    )
    .post('/cv', async (c) => {
      if (!isFormContentType(c)) return cvFailure(c, 'datos', 415, NOT_A_FORM_MESSAGE);
      const release = await uploadSlots.acquire();
      if (!release) {
        c.header('Retry-After', String(UPLOAD_RETRY_AFTER_SECONDS));
        return cvFailure(c, 'datos', 503, UPLOADS_BUSY_MESSAGE);
      }
      let received: Awaited<ReturnType<typeof receiveForm>> | undefined;
      try {
        try {
          received = await receiveForm(c.req.raw, {
            dataDir: config.DATA_DIR,
            fileFields: CV_FILE_FIELDS,
            maxFileBytes: CV_MAX_BYTES,
            maxBodyBytes: CV_BODY_MAX_BYTES,
          });
        } catch (error) {
          if (error instanceof UnreadableFormError) {
            return cvFailure(c, 'datos', 400, UNREADABLE_FORM_MESSAGE);
          }
          if (error instanceof BodyTooLargeError) {
            return cvFailure(c, 'tamano', 413, [{ field: 'file', message: CV_TOO_LARGE_MESSAGE }]);
          }
          if (!(error instanceof UploadStorageError)) throw error;
          logger.error({ form: 'job-application', err: loggableError(error) }, 'CV could not be stored');
          // As when the application can't be saved: a script gets the app's 503, a browser the page that explains.
          if (wantsJson(c)) throw new ServiceUnavailableError('job-application CV could not be stored');
          return c.redirect(CV_ERROR_PATH, 303);
        }
        return await acceptJobApplication(c, received);
      } finally {
        release();
        await discardUpload(received?.file);
      }
    });

  /** The fields checked, the file's content checked, then saved: the temporary file is moved into place. */
  async function acceptJobApplication(c: Context, { fields, file: received }: ReceivedForm) {
    // A browser sends a nameless, empty part when no file was chosen: that is "no file", not "an empty file".
    const file = received && !(received.nameless && received.bytes === 0) ? received : undefined;
    if (file?.tooLarge) {
      return cvFailure(c, 'tamano', 413, [{ field: 'file', message: CV_TOO_LARGE_MESSAGE }]);
    }
    const parsed = jobApplicationApiSchema.safeParse(
      Object.fromEntries(
        [...JOB_APPLICATION_FIELDS, HONEYPOT_FIELD, 'source'].map((field) => [
          field,
          formValue(fields, field),
        ]),
      ),
    );
    const fileMessage = !file ? CV_FILE_MESSAGE : file.bytes === 0 ? CV_EMPTY_FILE_MESSAGE : undefined;
    if (!file || fileMessage || !parsed.success) {
      const issues: Issue[] = [
        ...(fileMessage ? [{ field: 'file', message: fileMessage }] : []),
        ...(parsed.error?.issues ?? []).map((issue) => ({
          field: issue.path.join('.'),
          message: issue.message,
        })),
      ];
      return cvFailure(c, fileMessage ? 'archivo' : 'datos', 400, issues);
    }

    // Read back once it is whole, to check what it really is (bounded: at most one CV per upload slot).
    const type = await detectCvType(new Uint8Array(await fs.readFile(file.tempPath)));
    if (!type) return cvFailure(c, 'archivo', 415, [{ field: 'file', message: CV_FILE_MESSAGE }]);

    const application = parsed.data;
    if (isHoneypotFilled(application)) {
      logger.info({ form: 'job-application' }, 'honeypot filled; lead discarded');
      if (!wantsJson(c)) return c.redirect(CV_RECEIVED_PATH, 303);
      const lastId = db
        .select({ id: jobApplications.id })
        .from(jobApplications)
        .orderBy(desc(jobApplications.id))
        .limit(1);
      return c.json({ data: { id: await decoyId(lastId), message: CV_RECEIVED_MESSAGE } }, 201);
    }

    let id: number;
    try {
      id = await saveJobApplication(application, file, type);
    } catch (error) {
      // An API client gets the app's 503; a browser without JavaScript must still land on a page that explains.
      if (wantsJson(c)) throw error;
      return c.redirect(CV_ERROR_PATH, 303);
    }
    logger.info({ form: 'job-application', leadId: id, cvType: type.ext, cvBytes: file.bytes }, 'lead saved');
    if (!wantsJson(c)) return c.redirect(CV_RECEIVED_PATH, 303);
    return c.json({ data: { id, message: CV_RECEIVED_MESSAGE } }, 201);
  }
}
