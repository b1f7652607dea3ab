import pino from 'pino';

export type Logger = pino.Logger;

// Personal data never reaches the log: these paths are censored wherever they appear in a logged object.
const redactedPaths = [
  'email',
  'dni',
  'telephone',
  'cellphone',
  'phone',
  'address',
  '*.email',
  '*.dni',
  '*.telephone',
  '*.cellphone',
  '*.phone',
  '*.address',
  'req.headers.authorization',
  'req.headers.cookie',
];

export function createLogger(level: string): Logger {
  return pino({ level, base: undefined, redact: { paths: redactedPaths, censor: '[oculto]' } });
}

/**
 * What of an unexpected error may be logged: a database error's message carries the query's values (names,
 * e-mails, DNI), so only its kind, code and where it happened are kept.
 */
export function errorSummary(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { kind: typeof error };
  const cause = error.cause as { code?: unknown; constraint?: unknown; name?: unknown } | undefined;
  const frames = error.stack
    ?.split('\n')
    .slice(1, 6)
    .map((line) => line.trim());
  return {
    name: error.name,
    code: (error as { code?: unknown }).code ?? cause?.code,
    constraint: (error as { constraint?: unknown }).constraint ?? cause?.constraint,
    cause: cause?.name,
    frames,
  };
}
