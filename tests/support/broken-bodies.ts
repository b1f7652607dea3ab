import http from 'node:http';

/**
 * A multipart body that can't be read as a form, as a careless or hostile client sends it: `body` is sent whole
 * (`ends: 'whole'`), or the headers announce more than `body` and the connection is closed once it is written
 * (`ends: 'aborted'`; with `chunked`, a chunked body that never gets its last chunk).
 */
export interface BrokenBody {
  name: string;
  contentType: string;
  body: string;
  ends: 'whole' | 'aborted';
  chunked?: boolean;
}

/** A file part to put in a form: the field's name and what the browser says of the file. */
export interface FilePart {
  field: string;
  filename: string;
  type: string;
  /** The file's first bytes: where a cut-off body stops. */
  start: string;
}

/** The boundary the bodies below announce. */
export const MULTIPART_BOUNDARY = '----territorio-cortado';
const BOUNDARY = MULTIPART_BOUNDARY;

const fieldPart = (name: string, value: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;

const fileHead = (file: FilePart) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`;

const textPartsOf = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([name, value]) => fieldPart(name, value))
    .join('');

/** A well-formed multipart form of these text `fields` and this `file` (only its first bytes), with MULTIPART_BOUNDARY. */
export function wholeMultipartBody(fields: Record<string, string>, file: FilePart): string {
  return `${textPartsOf(fields)}${fileHead(file)}${file.start}\r\n--${BOUNDARY}--\r\n`;
}

/**
 * Every way a multipart form can fail to be one, for a form of these text `fields` and this `file`: ended inside the
 * file, announced with another boundary or none, with part headers that are not headers or never end, a text part
 * that never ends, and a client that goes away in the middle of the file.
 */
export function brokenMultipartBodies(fields: Record<string, string>, file: FilePart): BrokenBody[] {
  const type = `multipart/form-data; boundary=${BOUNDARY}`;
  const textParts = textPartsOf(fields);
  const whole = wholeMultipartBody(fields, file);
  const cut = `${textParts}${fileHead(file)}${file.start}`;
  return [
    { name: 'a body that ends inside the file', contentType: type, body: cut, ends: 'whole' },
    {
      name: 'a boundary other than the one announced',
      contentType: 'multipart/form-data; boundary=otro-limite',
      body: whole,
      ends: 'whole',
    },
    { name: 'no boundary announced', contentType: 'multipart/form-data', body: whole, ends: 'whole' },
    {
      name: 'part headers that are not headers',
      contentType: type,
      body: `${textParts}--${BOUNDARY}\r\nesto no es un encabezado\u0000\r\n: \r\n\r\nhola\r\n--${BOUNDARY}--\r\n`,
      ends: 'whole',
    },
    {
      name: 'part headers that never end',
      contentType: type,
      body: `${textParts}--${BOUNDARY}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\n${'X-Relleno: a\r\n'.repeat(3_000)}`,
      ends: 'whole',
    },
    {
      name: 'a text part that never ends',
      contentType: type,
      body: `${textParts}--${BOUNDARY}\r\nContent-Disposition: form-data; name="nota"\r\n\r\n${'sin fin '.repeat(2_000)}`,
      ends: 'whole',
    },
    { name: 'a client that goes away inside the file', contentType: type, body: cut, ends: 'aborted' },
    {
      name: 'a client that goes away inside the file of a chunked body',
      contentType: type,
      body: cut,
      ends: 'aborted',
      chunked: true,
    },
  ];
}

export interface SentRequest {
  path: string;
  headers?: Record<string, string>;
}

/** An answer as a client that stayed reads it. */
export interface RawAnswer {
  status: number;
  headers: Headers;
  body: string;
}

/**
 * Posts a broken body the way it says it ends. A whole body gets its answer. An aborted one announces 64 KB more than
 * it sends (or is chunked), and its connection is closed once what it has is written and `whenSent` has settled (pass
 * one to wait for the server to have the request); it gets no answer (null).
 */
export async function postBroken(
  origin: string,
  request: SentRequest,
  broken: BrokenBody,
  whenSent: () => Promise<unknown> = async () => undefined,
): Promise<RawAnswer | null> {
  const headers = { ...request.headers, 'content-type': broken.contentType };
  if (broken.ends === 'whole') {
    const response = await fetch(new URL(request.path, origin), {
      method: 'POST',
      headers,
      body: broken.body,
      redirect: 'manual',
    });
    return { status: response.status, headers: response.headers, body: await response.text() };
  }
  const body = Buffer.from(broken.body);
  const framing = broken.chunked ? {} : { 'content-length': String(body.length + 64 * 1024) };
  await new Promise<void>((resolve) => {
    const sent = http.request(new URL(request.path, origin), {
      method: 'POST',
      headers: { ...headers, ...framing },
    });
    // The server may answer, or reset the connection, while the body is still on its way: either is fine here.
    sent.on('error', () => undefined);
    sent.on('response', (response) => response.resume());
    sent.on('close', () => resolve());
    sent.write(body, () => {
      void whenSent().finally(() => sent.destroy());
    });
  });
  return null;
}
