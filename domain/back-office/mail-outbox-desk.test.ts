import { describe, expect, it } from 'vitest';
import { MAIL_RETRY_TEXTS } from './mail-outbox-desk';
import { mailRetrySchema } from './mail-outbox-desk-schemas';

describe('mailRetrySchema', () => {
  it('reads one message by its id, or every failed one', () => {
    expect(mailRetrySchema.parse({ intent: 'retry', id: ' 42 ' })).toEqual({ intent: 'retry', id: 42 });
    expect(mailRetrySchema.parse({ intent: 'retry_all', id: 'ignored' })).toEqual({ intent: 'retry_all' });
  });

  it('refuses an id that names no message of the outbox, in Spanish', () => {
    for (const id of [undefined, '', 'abc', '0', '-3', '1.5', '2147483648', '99999999999']) {
      const result = mailRetrySchema.safeParse({ intent: 'retry', id });
      expect(result.success, String(id)).toBe(false);
      expect(result.error?.issues[0]?.message, String(id)).toMatch(/^Ese no es un correo de la lista/);
    }
  });

  it('refuses an action it does not know', () => {
    for (const input of [{}, { intent: 'delete', id: '1' }, null]) {
      const result = mailRetrySchema.safeParse(input);
      expect(result.error?.issues[0]?.message).toBe('No reconocemos esa acción. Recargá la página.');
    }
  });
});

describe('MAIL_RETRY_TEXTS', () => {
  it('names the messages put back in the queue', () => {
    expect(MAIL_RETRY_TEXTS.all([3])).toContain('1 correo fallido de nuevo en la cola (#3)');
    expect(MAIL_RETRY_TEXTS.all([3, 5])).toContain('2 correos fallidos de nuevo en la cola (#3, #5)');
  });
});
