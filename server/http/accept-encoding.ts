/** The encodings the site sends: Brotli, gzip, or the bytes as they are. */
export type ContentEncoding = 'br' | 'gzip' | 'identity';

/** Brotli, else gzip, else none, as the request's Accept-Encoding allows (a q of 0 refuses). */
export function preferredEncoding(acceptEncoding: string | undefined): ContentEncoding {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith('q='));
    if (name && (q === undefined || Number(q.slice(2)) > 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return 'identity';
}
