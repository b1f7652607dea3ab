/** An upload the server will not keep, with the Spanish sentence that says why (domain/back-office/media.ts). */
export class MediaRefused extends Error {
  readonly status = 422;
  constructor(message: string) {
    super(message);
    this.name = 'MediaRefused';
  }
}
