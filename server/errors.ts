/**
 * Expected failures that modules throw; server/http maps each to a status and a JSON body in one place.
 * Messages are the Spanish texts a buyer or an API client sees.
 */
export class NotFoundError extends Error {
  override name = 'NotFoundError';
}

export class InvalidInputError extends Error {
  override name = 'InvalidInputError';
  constructor(
    message: string,
    readonly issues: { field: string; message: string }[] = [],
  ) {
    super(message);
  }
}

export class ServiceUnavailableError extends Error {
  override name = 'ServiceUnavailableError';
}
