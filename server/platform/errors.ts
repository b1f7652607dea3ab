/**
 * Expected failures that modules throw; server/http maps each to a status and a JSON body in one place.
 * Messages are the Spanish texts a buyer or an API client sees.
 */
export type RefusalStatus = 400 | 401 | 404 | 409 | 422 | 502 | 503;

/**
 * A request refused on purpose: the status, the Spanish message the client reads as `error`, and what else the
 * answer carries (the current operation of a stale update, the issues of each field). server/http/error-responses.ts answers
 * every refusal the same way, so a route throws it and never catches it.
 */
export class RefusalError extends Error {
  override name = 'RefusalError';
  constructor(
    message: string,
    readonly status: RefusalStatus,
    readonly details: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
  }
}

export class NotFoundError extends RefusalError {
  override name = 'NotFoundError';
  constructor(message: string) {
    super(message, 404);
  }
}

export class InvalidInputError extends RefusalError {
  override name = 'InvalidInputError';
  constructor(
    message: string,
    readonly issues: { field: string; message: string }[] = [],
  ) {
    super(message, 400, { issues });
  }
}

export class ServiceUnavailableError extends Error {
  override name = 'ServiceUnavailableError';
}
