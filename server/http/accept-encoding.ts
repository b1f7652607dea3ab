/** The encodings the site sends: Brotli, gzip, or the bytes as they are. */
export type ContentEncoding = 'br' | 'gzip' | 'identity';

/**
 * Browsers send one of a few Accept-Encoding values, on every request: each is read once. Past this many different
 * values (a client making them up) the rest are read each time, so the memory stays bounded.
 */
const REMEMBERED_VALUES = 64;
const remembered = new Map<string, ContentEncoding>();

/** Brotli, else gzip, else none, as the request's Accept-Encoding allows (a q of 0 refuses). */
export function preferredEncoding(acceptEncoding: string | undefined): ContentEncoding {
  const value = acceptEncoding ?? '';
  const known = remembered.get(value);
  if (known) return known;
  const encoding = readAcceptEncoding(value);
  if (remembered.size < REMEMBERED_VALUES) remembered.set(value, encoding);
  return encoding;
}

function readAcceptEncoding(value: string): ContentEncoding {
  const accepted = new Set<string>();
  for (const part of value.split(',')) {
    const [name, ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith('q='));
    if (name && (q === undefined || Number(q.slice(2)) > 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return 'identity';
}
