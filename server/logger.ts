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
