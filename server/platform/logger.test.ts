import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createLogger, errorSummary, maskedText, routeConsoleToLogger } from './logger';

const EMAIL = 'juana.perez@example.com';
const CODE = 'ABCDEFGH2345';

function memoryLogger() {
  const lines: string[] = [];
  return { logger: createLogger('debug', { write: (line: string) => lines.push(line) }), lines };
}

/** As drizzle throws it: the query's text and its values in the message (and in `query` and `params`). */
function queryError() {
  return new DrizzleQueryError(
    'select * from operations where email = $1 and code = $2',
    [EMAIL, CODE],
    Object.assign(new Error('relation "operations" does not exist'), { code: '42P01' }),
  );
}

function expectClean(line: string) {
  expect(() => JSON.parse(line)).not.toThrow();
  for (const secret of [EMAIL, CODE, 'params', 'select *']) expect(line).not.toContain(secret);
}

describe('errorSummary', () => {
  it('keeps the kind, code and stack frames of an error, never its message, even one of several lines', () => {
    const summary = errorSummary(queryError());
    expect(summary).toMatchObject({ name: 'DrizzleQueryError', code: '42P01' });
    expect((summary.frames as string[]).length).toBeGreaterThan(0);
    for (const frame of summary.frames as string[]) expect(frame).toMatch(/^at /);
    expectClean(JSON.stringify(summary));
  });
});

describe('createLogger', () => {
  it('logs an Error under err or error as its summary, whoever logs it', () => {
    const { logger, lines } = memoryLogger();
    logger.error({ err: queryError() }, 'lead could not be saved');
    logger.error({ error: queryError() }, 'unhandled error');
    logger.error(queryError());
    logger.warn(queryError(), 'query failed');
    expect(lines).toHaveLength(4);
    for (const line of lines) expectClean(line);
    expect(JSON.parse(lines[2] as string)).toMatchObject({
      msg: 'DrizzleQueryError',
      err: { code: '42P01' },
    });
    expect(JSON.parse(lines[3] as string).msg).toBe('query failed');
  });

  it('still censors personal data by key', () => {
    const { logger, lines } = memoryLogger();
    logger.info({ customer: { email: EMAIL, dni: '30123456' } }, 'saved');
    expect(lines[0]).not.toContain(EMAIL);
    expect(lines[0]).not.toContain('30123456');
  });
});

describe('routeConsoleToLogger', () => {
  it('turns console output into one JSON line each, masked, and can be undone', () => {
    const { logger, lines } = memoryLogger();
    const original = console.error;
    const restore = routeConsoleToLogger(logger);
    try {
      console.error(queryError());
      console.warn(
        `No route for /concesionario-digital/tus-datos/${CODE} (${EMAIL}, DNI 30.123.456)\nsecond line`,
      );
      console.log('plain');
    } finally {
      restore();
    }
    expect(console.error).toBe(original);
    expect(lines).toHaveLength(3);
    for (const line of lines) expectClean(line);
    expect(lines.map((line) => JSON.parse(line))).toMatchObject([
      { level: 50, source: 'console', errors: [{ name: 'DrizzleQueryError' }] },
      { level: 40, msg: 'No route for /concesionario-digital/tus-datos/[código] ([e-mail], DNI [número])' },
      { level: 30, msg: 'plain' },
    ]);
  });

  it('masks e-mails, operation codes and long numbers in text', () => {
    expect(maskedText(`${EMAIL} ${CODE} card 4509 9535 6623 3704, phone 261 555-1234 ok 2026`)).toBe(
      '[e-mail] [código] card [número], phone [número] ok 2026',
    );
  });
});
