import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import { uploadsFolder } from '../storage';

/** The form fields of a job application are short texts; more, or longer, is not a form a person filled in. */
const MAX_FIELDS = 40;
const MAX_FIELD_BYTES = 8 * 1024;
const MAX_FILES = 3;

export interface ReceivedFile {
  /** A temporary file under DATA_DIR/uploads/tmp: the caller moves it into place or removes it. */
  tempPath: string;
  bytes: number;
  /** The part's file name was empty: a browser's "no file chosen". */
  nameless: boolean;
  /** Past the size limit: the file was cut there and must be refused. */
  tooLarge: boolean;
}

export interface ReceivedForm {
  fields: Map<string, string>;
  file: ReceivedFile | undefined;
}

export class UnreadableFormError extends Error {
  override name = 'UnreadableFormError';
}

/** The whole body is larger than any honest form (announced so, or found so while reading). */
export class BodyTooLargeError extends Error {
  override name = 'BodyTooLargeError';
}

/** The upload's folder can't take the file (a full disk, a DATA_DIR that is not a folder). */
export class UploadStorageError extends Error {
  override name = 'UploadStorageError';
}

export function temporaryUploadsFolder(dataDir: string): string {
  return path.join(uploadsFolder(dataDir), 'tmp');
}

/**
 * Reads a multipart (or URL-encoded) form as it arrives: the fields into memory, the first file part of
 * `fileFields` straight to a temporary file, never more than `maxFileBytes` + 1 of it. Other file parts are read and
 * dropped. A process receiving many CVs at once holds a few kilobytes of each, not whole files.
 */
export async function receiveForm(
  request: Request,
  options: { dataDir: string; fileFields: readonly string[]; maxFileBytes: number; maxBodyBytes: number },
): Promise<ReceivedForm> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!request.body) throw new UnreadableFormError('no body');
  if (Number(request.headers.get('content-length') ?? 0) > options.maxBodyBytes) {
    throw new BodyTooLargeError('announced too large');
  }
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      limits: {
        fields: MAX_FIELDS,
        fieldSize: MAX_FIELD_BYTES,
        files: MAX_FILES,
        fileSize: options.maxFileBytes + 1,
      },
    });
  } catch (error) {
    throw new UnreadableFormError('not a form', { cause: error });
  }

  // The folder is there before any part arrives, so a file part is taken the moment it starts: a part left waiting
  // would miss the error busboy gives it when the body ends inside it.
  const folder = temporaryUploadsFolder(options.dataDir);
  try {
    await fs.promises.mkdir(folder, { recursive: true, mode: 0o750 });
  } catch (error) {
    throw new UploadStorageError('the uploads folder could not be made', { cause: error });
  }

  const fields = new Map<string, string>();
  let file: ReceivedFile | undefined;
  const writes: Promise<void>[] = [];
  let storageError: unknown;

  parser.on('field', (name, value) => {
    if (!fields.has(name)) fields.set(name, value);
  });
  parser.on('file', (name, stream, info) => {
    // A body cut short or malformed inside a part ends that part's stream with an error, and the parser with the
    // form's own error, which the pipeline below answers. Left without a listener, the part's 'error' would end the
    // process: every part gets one, the kept one and those dropped.
    stream.on('error', () => undefined);
    const nameless = info.filename === undefined || info.filename === '';
    if (file || !options.fileFields.includes(name)) {
      stream.resume();
      return;
    }
    const received: ReceivedFile = {
      tempPath: path.join(folder, randomBytes(16).toString('hex')),
      bytes: 0,
      nameless,
      tooLarge: false,
    };
    file = received;
    stream.on('limit', () => {
      received.tooLarge = true;
    });
    const target = fs.createWriteStream(received.tempPath, { flags: 'wx', mode: 0o640 });
    // The disk refused the file: the form is not read further, so the caller can answer at once.
    target.on('error', (error) => {
      storageError ??= error;
      parser.destroy(error);
    });
    // The form failed inside the file: what was written is removed by the caller.
    stream.on('error', () => target.destroy());
    target.on('finish', () => {
      received.bytes = target.bytesWritten;
    });
    // Settled when the file is closed, written or not: its outcome is read from storageError and the form's.
    writes.push(new Promise((resolve) => target.once('close', resolve)));
    stream.pipe(target);
  });

  // A chunked body announces no length: it is counted as it comes, and cut past the bound.
  let bodyBytes = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bodyBytes += chunk.length;
      if (bodyBytes > options.maxBodyBytes) done(new BodyTooLargeError('found too large'));
      else done(null, chunk);
    },
  });
  try {
    await pipeline(Readable.fromWeb(request.body as WebReadableStream<Uint8Array>), counted, parser);
  } catch (error) {
    await Promise.all(writes);
    await discardUpload(file);
    if (error instanceof BodyTooLargeError) throw error;
    if (storageError) throw new UploadStorageError('the file could not be stored', { cause: storageError });
    throw new UnreadableFormError('the form could not be read', { cause: error });
  }
  await Promise.all(writes);
  if (storageError) {
    await discardUpload(file);
    throw new UploadStorageError('the file could not be stored', { cause: storageError });
  }
  return { fields, file };
}

/** Removes what an upload left in the temporary folder; nothing there is fine. */
export async function discardUpload(file: ReceivedFile | undefined): Promise<void> {
  // A file that was never written (the disk refused it) is nothing to remove.
  if (file) await fs.promises.rm(file.tempPath, { force: true }).catch(() => undefined);
}
