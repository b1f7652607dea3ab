/**
 * /admin/correo through the real app (docs/decisions/0008): the outbox's counts and its undelivered messages, shown to
 * administrators only and never with an address, a subject or a body; "Reintentar" and "Reintentar todos", which put
 * only failed messages back in the queue, each with its audit entry; and what every other role, or nobody, gets.
 */
import { randomBytes } from 'node:crypto';
import { inArray, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime } from '#domain/shared/mendoza-time';
import { adminPagesTestBed, html, pagesUnder } from '../../tests/support/pages-app';
import { type StaffBrowser, staffGet, staffPost } from '../../tests/support/staff-sessions';
import { auditLog, type MailStatus, mailOutbox } from '../db/schema';

// The audit log's page too: it names the outbox's actions.
const pages = adminPagesTestBed({
  keep: (page) => pagesUnder('/admin/correo')(page) || page === '/admin/auditoria',
});

const PAGE = '/admin/correo';
/** Every message of this file goes to this address, with this subject and body: none may reach a page. */
const RECIPIENT = 'destinataria.reservada@correo-privado.test';
const SUBJECT = 'Asunto reservado de la compradora';
const BODY = 'Cuerpo reservado con el DNI 30111222';

let admin: StaffBrowser;
beforeAll(async () => {
  admin = await pages.signIn({ role: 'admin' });
});

/** An outbox row as the sender leaves it, of this file's recipient. */
async function mail(
  status: MailStatus,
  fields: { attempts?: number; lastError?: string; kind?: string } = {},
) {
  const [row] = await pages.db
    .insert(mailOutbox)
    .values({
      kind: fields.kind ?? 'contact.department',
      toAddress: RECIPIENT,
      replyTo: RECIPIENT,
      subject: SUBJECT,
      textBody: BODY,
      htmlBody: `<p>${BODY}</p>`,
      messageId: `<${randomBytes(6).toString('hex')}@territorio.test>`,
      status,
      attempts: fields.attempts ?? 0,
      lastError: fields.lastError ?? null,
      ...(status === 'sent' ? { sentAt: new Date() } : {}),
    })
    .returning();
  if (!row) throw new Error('outbox row not inserted');
  return row;
}

const rowsOf = (ids: number[]) =>
  pages.db
    .select({ id: mailOutbox.id, status: mailOutbox.status, attempts: mailOutbox.attempts })
    .from(mailOutbox)
    .where(inArray(mailOutbox.id, ids))
    .orderBy(mailOutbox.id);

const outboxAudit = () => pages.db.select().from(auditLog).where(like(auditLog.action, 'mail_outbox.%'));

const retry = (fields: Record<string, string>, as = admin) => pages.app.request(PAGE, staffPost(as, fields));

/** The count a status's line of the page shows. */
const countShown = (page: string, label: string) =>
  new RegExp(`<dt>${label}</dt><dd>(\\d+)</dd>`).exec(page)?.[1];

describe('the outbox page', () => {
  it('shows an administrator the counts and the undelivered messages, and no address, subject or body', async () => {
    const failed = await mail('failed', {
      kind: 'operation.receipt',
      attempts: 10,
      lastError: 'EENVELOPE 550 <…>: buzón inexistente',
    });
    const retrying = await mail('pending', { attempts: 2, lastError: 'ECONNREFUSED conexión rechazada' });
    const fresh = await mail('pending', { kind: 'contact.acknowledgement' });
    await mail('sent', { attempts: 1 });
    await mail('sending', { attempts: 1 });

    const response = await pages.app.request(PAGE, staffGet(admin));
    expect(response.status).toBe(200);
    const page = await html(response);
    expect(page).toContain('<h1 class="admin-page-header__title">Correo</h1>');
    expect(countShown(page, 'Pendiente')).toBe('2');
    expect(countShown(page, 'Enviando')).toBe('1');
    expect(countShown(page, 'Enviado')).toBe('1');
    expect(countShown(page, 'Falló')).toBe('1');

    // The failed one and the one pending after a failed attempt; not the one waiting for its first attempt.
    expect(page).toContain(`#${failed.id} · operation.receipt`);
    expect(page).toContain('EENVELOPE 550 &lt;…&gt;: buzón inexistente');
    expect(page).toContain('10 intentos');
    expect(page).toContain(formatDateTime(failed.createdAt));
    expect(page).toContain(`#${retrying.id} · contact.department`);
    expect(page).toContain('ECONNREFUSED conexión rechazada');
    expect(page).toContain(`Próximo intento: <time dateTime="${retrying.nextAttemptAt.toISOString()}">`);
    expect(page).not.toContain(`#${fresh.id} ·`);
    expect(page).toContain(`Reintentar<span class="sr-only"> el correo #${failed.id}</span>`);
    expect(page).not.toContain(`el correo #${retrying.id}<`);
    expect(page).toContain('>Reintentar todos<');
    // Its entry in the navigation.
    expect(page).toMatch(/<a[^>]*href="\/admin\/correo"[^>]*>Correo<\/a>/);

    // Neither in the page nor in its data request: no address of anyone, no subject, no body.
    const data = await (
      await pages.app.request(`${PAGE}.data?_routes=routes%2Fadmin%2Fcorreo`, staffGet(admin))
    ).text();
    for (const shown of [page, data]) {
      expect(shown).not.toContain('correo-privado');
      expect(shown).not.toContain(SUBJECT);
      expect(shown).not.toContain('DNI 30111222');
      expect(shown).not.toMatch(/[\w.+-]+@[\w-]+(\.[\w-]+)+/);
    }
    expect(data).toContain('operation.receipt');
  });

  it('gives sales, content and viewer accounts a 403 page and no entry in the navigation, and anonymous visitors the sign-in page', async () => {
    for (const role of ['sales', 'content', 'viewer'] as const) {
      const browser = await pages.signIn({ role });
      const response = await pages.app.request(PAGE, staffGet(browser));
      expect(response.status, role).toBe(403);
      const page = await html(response);
      expect(page, role).toContain('No tenés permiso para ver esta página.');
      expect(page, role).not.toContain('href="/admin/correo"');
      expect(page, role).not.toContain('correo-privado');
    }
    const anonymous = await pages.app.request(PAGE);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get('location')).toBe(`/admin/login?next=${encodeURIComponent(PAGE)}`);
  });
});

describe('retrying', () => {
  it('refuses every retry to the other roles, to a post without a session or without its CSRF token, changing and auditing nothing', async () => {
    const failed = await mail('failed', { attempts: 10 });
    const auditBefore = (await outboxAudit()).length;
    const posts: Record<string, string>[] = [
      { intent: 'retry', id: String(failed.id) },
      { intent: 'retry_all' },
    ];
    for (const role of ['sales', 'content', 'viewer'] as const) {
      const browser = await pages.signIn({ role });
      for (const fields of posts)
        expect((await retry(fields, browser)).status, `${role} ${fields.intent}`).toBe(403);
    }
    for (const fields of posts) {
      const response = await pages.app.request(PAGE, staffPost(undefined, fields));
      expect(response.status, fields.intent).toBe(401);
      // An administrator's post without the session's CSRF token, as another site would send it.
      const forged = await pages.app.request(PAGE, staffPost(admin, fields, { csrf: false }));
      expect(forged.status, fields.intent).toBe(403);
    }
    expect(await rowsOf([failed.id])).toEqual([{ id: failed.id, status: 'failed', attempts: 10 }]);
    expect(await outboxAudit()).toHaveLength(auditBefore);
  });

  it('puts one failed message back in the queue, says so, and audits its id without any address', async () => {
    const failed = await mail('failed', { attempts: 10, lastError: 'ETIMEDOUT' });
    const otherFailed = await mail('failed', { attempts: 10 });
    const retrying = await mail('pending', { attempts: 3 });

    const response = await retry({ intent: 'retry', id: String(failed.id) });
    expect(response.status).toBe(200);
    expect(await html(response)).toContain(`Pusimos el correo #${failed.id} de nuevo en la cola`);
    expect(await rowsOf([failed.id, otherFailed.id, retrying.id])).toEqual([
      { id: failed.id, status: 'pending', attempts: 0 },
      { id: otherFailed.id, status: 'failed', attempts: 10 },
      { id: retrying.id, status: 'pending', attempts: 3 },
    ]);

    const entries = await pages.auditOf({ action: 'mail_outbox.retry', id: failed.id });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      subjectType: 'mail_outbox',
      before: { status: 'failed', ids: [failed.id] },
      after: { status: 'pending', ids: [failed.id] },
    });
    expect(JSON.stringify(entries)).not.toContain('correo-privado');

    // The audit log names the action.
    const log = await html(await pages.app.request('/admin/auditoria', staffGet(admin)));
    expect(log).toContain('Reintentó un correo fallido');
    expect(log).toContain('Correo saliente');
  });

  it('refuses, in Spanish and with a 4xx, an id that is not a failed message or not an id at all, changing nothing', async () => {
    const retrying = await mail('pending', { attempts: 3 });
    const auditBefore = (await outboxAudit()).length;
    for (const id of ['abc', '0', '-1', '', '1.5', '99999999999']) {
      const response = await retry({ intent: 'retry', id });
      expect(response.status, id).toBe(400);
      expect(await html(response), id).toContain(
        'Ese no es un correo de la lista: elegí «Reintentar» en uno de los fallidos.',
      );
    }
    for (const id of [retrying.id, 2_000_000_000]) {
      const response = await retry({ intent: 'retry', id: String(id) });
      expect(response.status, String(id)).toBe(409);
      expect(await html(response), String(id)).toContain(`El correo #${id} no está entre los fallidos`);
    }
    const unknown = await retry({ intent: 'borrar', id: String(retrying.id) });
    expect(unknown.status).toBe(400);
    expect(await html(unknown)).toContain('No reconocemos esa acción. Recargá la página.');
    expect(await rowsOf([retrying.id])).toEqual([{ id: retrying.id, status: 'pending', attempts: 3 }]);
    expect(await outboxAudit()).toHaveLength(auditBefore);
  });

  it('puts every failed message, and only those, back in the queue with one audit entry of their ids', async () => {
    const failed = [await mail('failed', { attempts: 10 }), await mail('failed', { attempts: 10 })];
    const retrying = await mail('pending', { attempts: 3 });
    const sent = await mail('sent', { attempts: 1 });
    const allFailed = (
      await pages.db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(inArray(mailOutbox.status, ['failed']))
    ).map((row) => row.id);
    expect(allFailed).toEqual(expect.arrayContaining(failed.map((row) => row.id)));

    const response = await retry({ intent: 'retry_all' });
    expect(response.status).toBe(200);
    expect(await html(response)).toContain(`${allFailed.length} correos fallidos de nuevo en la cola`);
    const after = await rowsOf([...allFailed, retrying.id, sent.id]);
    expect(after.filter((row) => allFailed.includes(row.id))).toEqual(
      allFailed.map((id) => ({ id, status: 'pending', attempts: 0 })),
    );
    expect(after.find((row) => row.id === retrying.id)).toMatchObject({ status: 'pending', attempts: 3 });
    expect(after.find((row) => row.id === sent.id)).toMatchObject({ status: 'sent', attempts: 1 });

    const [entry, ...more] = await pages.auditOf({ action: 'mail_outbox.retry_all', id: 'fallidos' });
    expect(more).toHaveLength(0);
    expect(entry?.after).toEqual({ status: 'pending', ids: expect.arrayContaining(allFailed) });
    expect((entry?.after as { ids?: number[] } | undefined)?.ids).toHaveLength(allFailed.length);

    // Nothing failed any more: nothing to retry, nothing audited, and the page offers no "Reintentar todos".
    const again = await retry({ intent: 'retry_all' });
    expect(again.status).toBe(200);
    expect(await html(again)).toContain('No había correos fallidos para reintentar.');
    expect(await pages.auditOf({ action: 'mail_outbox.retry_all', id: 'fallidos' })).toHaveLength(1);
    expect(await html(await pages.app.request(PAGE, staffGet(admin)))).not.toContain('>Reintentar todos<');
  });
});
