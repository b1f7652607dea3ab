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

/** An Error logged under these keys is cut down to `errorSummary`, whoever logs it. */
const errorSerializer = (value: unknown) => (value instanceof Error ? errorSummary(value) : value);

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: undefined,
    redact: { paths: redactedPaths, censor: '[oculto]' },
    serializers: { err: errorSerializer, error: errorSerializer },
    hooks: {
      // `logger.error(error)` would make the error's message the line's `msg`: the message is what must not be kept.
      logMethod(args, method) {
        const [first, ...rest] = args as unknown[];
        if (first instanceof Error) {
          const message = typeof rest[0] === 'string' ? rest[0] : String(errorSummary(first).name);
          return method.call(this, { err: first }, message);
        }
        return method.apply(this, args);
      },
    },
  };
  // Written as logged, as Node writes to a pipe or a file: the line of a fatal error is out before the process exits,
  // and lines keep their order (pino's default buffers and writes on another thread).
  return pino(options, destination ?? pino.destination({ dest: 1, sync: true }));
}

/**
 * What of an unexpected error may be logged: a database error's message carries the query's text and its values
 * (client addresses, operation codes, names, e-mails, DNI), so only its kind, code and where it happened are kept.
 */
export function errorSummary(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { kind: typeof error };
  const cause = error.cause as { code?: unknown; constraint?: unknown; name?: unknown } | undefined;
  // Only the `at …` lines: the stack starts with the message, which may span lines (a query's text, its values).
  const frames = error.stack
    ?.split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('at '))
    .slice(0, 5);
  return {
    // Some libraries leave `name` as 'Error' (drizzle's DrizzleQueryError): the class says more.
    name: error.name === 'Error' && error.constructor.name !== 'Error' ? error.constructor.name : error.name,
    code: (error as { code?: unknown }).code ?? cause?.code,
    constraint: (error as { constraint?: unknown }).constraint ?? cause?.constraint,
    cause: cause?.name,
    frames,
  };
}

const EMAIL = /[^\s@"'<>()[\],;:]+@[^\s@"'<>()[\],;:]+/g;
/** Operation (12) and transaction (20) codes: Crockford base32 in capitals (domain/operation/operation-code.ts). */
const OPERATION_CODE = /\b[0-9A-HJKMNP-TV-Z]{12}(?:[0-9A-HJKMNP-TV-Z]{8})?\b/g;
/** DNI, phone numbers, card numbers: any run of 7 or more digits, with dots, spaces or hyphens between them. */
const LONG_NUMBER = /\d(?:[\d.\s-]*\d){6,}/g;
const MAX_CONSOLE_TEXT = 200;

/** A line of console text as the log may keep it: its first line, shortened, without e-mails, codes or numbers. */
export function maskedText(text: string): string {
  return (text.split('\n')[0] ?? '')
    .slice(0, MAX_CONSOLE_TEXT)
    .replace(EMAIL, '[e-mail]')
    .replace(OPERATION_CODE, '[código]')
    .replace(LONG_NUMBER, '[número]');
}

const CONSOLE_LEVELS = { error: 'error', warn: 'warn', info: 'info', log: 'info', debug: 'debug' } as const;

/**
 * Sends what libraries and page modules write with console.* to the log, as one JSON line each: errors as
 * `errorSummary`, text masked (`maskedText`). A multi-line stack trace or a query's parameters never reach the
 * output this way. Returns a function that puts the console back.
 */
export function routeConsoleToLogger(logger: Logger): () => void {
  const original = { ...console };
  for (const [method, level] of Object.entries(CONSOLE_LEVELS) as [
    keyof typeof CONSOLE_LEVELS,
    pino.Level,
  ][]) {
    console[method] = (...args: unknown[]) => {
      const errors = args.filter((arg) => arg instanceof Error).map(errorSummary);
      const text = args
        .filter((arg): arg is string => typeof arg === 'string')
        .map(maskedText)
        .join(' ');
      logger[level](
        { source: 'console', ...(errors.length > 0 ? { errors } : {}) },
        text || 'console output',
      );
    };
  }
  return () => Object.assign(console, original);
}
