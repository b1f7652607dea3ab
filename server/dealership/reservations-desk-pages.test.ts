/**
 * The reservations desk's pages through the real app (docs/product.md §6): who may open the list and an operation,
 * who may act on it, the confirmation step before every action, and the audit log's record of every page of the list
 * (docs/decisions/0045).
 */
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookableDay } from '../../tests/support/bookable-day';
import { adminPagesTestBed, pagesUnder } from '../../tests/support/pages-app';
import { createStaffMember, signedIn, staffGet, staffPost } from '../../tests/support/staff-sessions';
import { auditLog, mailOutbox, operationEvents, operations } from '../db/schema';
import { createLocation, createOperationRow } from './reservations-desk.fixtures';

const pages = adminPagesTestBed({ keep: pagesUnder('/admin/reservas'), brands: true });

/** A Volkswagen operation whose deposit was approved, with its buyer's data. */
const reservedOperation = (overrides: Parameters<typeof createOperationRow>[1] = {}) =>
  createOperationRow(pages.db, {
    brandId: 1,
    status: 'reserved',
    reservedAt: new Date(),
    email: 'juana.perez@example.com',
    name: 'Juana',
    lastname: 'Pérez',
    dni: '30123456',
    ...overrides,
  });

/** A weekday a week ahead that is not a holiday: the branch's calendar refuses the others. */
function nextWeek(): string {
  return bookableDay(7);
}

async function rowOf(code: string) {
  const [row] = await pages.db.select().from(operations).where(eq(operations.code, code));
  if (!row) throw new Error(`no operation ${code}`);
  return row;
}

describe('who may open the desk', () => {
  it('sends anonymous visitors to sign in, and refuses their posts', async () => {
    const operation = await reservedOperation();
    for (const path of ['/admin/reservas', `/admin/reservas/${operation.code}`, '/admin/reservas?q=juana']) {
      const response = await pages.app.request(path);
      expect(response.status, path).toBe(302);
      expect(response.headers.get('location'), path).toBe(`/admin/login?next=${encodeURIComponent(path)}`);
    }
    const post = await pages.app.request(
      `/admin/reservas/${operation.code}`,
      staffPost(undefined, { intent: 'receive_documents', confirmado: 'si' }),
    );
    expect(post.status).toBe(401);
    expect((await rowOf(operation.code)).fulfilment).toBe('awaiting_documents');
  });

  it('shows a 403 page to a role without reservations (content)', async () => {
    const operation = await reservedOperation();
    const browser = await pages.signIn({ role: 'content' });
    for (const path of ['/admin/reservas', `/admin/reservas/${operation.code}`]) {
      const response = await pages.app.request(path, staffGet(browser));
      expect(response.status, path).toBe(403);
      expect(await response.text()).toContain('No tenés permiso para ver esta página.');
    }
  });

  it('keeps a sales member of another brand out of the operation, the list and every action, with 403', async () => {
    const operation = await reservedOperation();
    const chevrolet = await createStaffMember(pages.db, { role: 'sales', brandIds: [2] });
    const browser = await signedIn(pages.db, chevrolet);
    const list = await pages.app.request(`/admin/reservas?q=${operation.code}`, staffGet(browser));
    expect(list.status).toBe(200);
    const html = await list.text();
    expect(html).toContain('0 operaciones');
    expect(html).not.toContain(`href="/admin/reservas/${operation.code}"`);
    const detail = await pages.app.request(`/admin/reservas/${operation.code}`, staffGet(browser));
    expect(detail.status).toBe(403);
    for (const intent of ['receive_documents', 'deliver', 'note', 'cancel']) {
      const response = await pages.app.request(
        `/admin/reservas/${operation.code}`,
        staffPost(browser, { intent, confirmado: 'si', note: 'Hola', reason: 'Por las dudas' }),
      );
      expect(response.status, intent).toBe(403);
    }
    expect((await rowOf(operation.code)).fulfilment).toBe('awaiting_documents');
    expect(
      await pages.db.select().from(operationEvents).where(eq(operationEvents.operationId, operation.id)),
    ).toEqual([]);
  });

  it('lets a viewer read the operation without any action, and refuses their posts with 403', async () => {
    const operation = await reservedOperation({ birthdate: '1990-03-07' });
    const browser = await pages.signIn({ role: 'viewer' });
    const detail = await pages.app.request(`/admin/reservas/${operation.code}`, staffGet(browser));
    expect(detail.status).toBe(200);
    const html = await detail.text();
    expect(html).toContain('Juana Pérez');
    expect(html).toContain('07/03/1990');
    expect(html).not.toContain('Acciones');
    expect(html).not.toContain('name="intent"');
    const post = await pages.app.request(
      `/admin/reservas/${operation.code}`,
      staffPost(browser, { intent: 'receive_documents', confirmado: 'si' }),
    );
    expect(post.status).toBe(403);
    expect((await rowOf(operation.code)).fulfilment).toBe('awaiting_documents');
  });

  it('answers 404 for a code that names no operation', async () => {
    const browser = await pages.signIn({ role: 'admin' });
    expect((await pages.app.request('/admin/reservas/ZZZZZZZZZZZZ', staffGet(browser))).status).toBe(404);
    expect((await pages.app.request('/admin/reservas/no-es-un-codigo', staffGet(browser))).status).toBe(404);
  });
});

describe('the list', () => {
  it('finds the operation by its code for a sales member of its brand, and links to it', async () => {
    const operation = await reservedOperation();
    const browser = await pages.signIn({ role: 'sales', brandIds: [1] });
    const response = await pages.app.request(
      `/admin/reservas?q=${operation.code.toLowerCase()}`,
      staffGet(browser),
    );
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('1 operación');
    expect(html).toContain(`href="/admin/reservas/${operation.code}"`);
    expect(html).toContain('Reservada: falta documentación');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('leaves out the filters that are not valid and says so, never failing the page', async () => {
    const browser = await pages.signIn({ role: 'admin' });
    const response = await pages.app.request(
      '/admin/reservas?marca=volkswagen&estado=x&pagina=0&desde=ayer',
      staffGet(browser),
    );
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Ignoramos parte de la búsqueda');
    expect(html).toContain('Elegí una marca de la lista.');
    expect(html).toContain('La fecha «desde» no es válida.');
  });
});

describe('the audit log of the list (docs/decisions/0045)', () => {
  const listEntries = () =>
    pages.db.select().from(auditLog).where(eq(auditLog.action, 'operation.list')).orderBy(desc(auditLog.id));

  it('writes each page a member sees: who, its filters and how many buyers, never the search’s words', async () => {
    const operation = await reservedOperation({ brandId: 4, email: 'lista.auditada@example.com' });
    const sales = await createStaffMember(pages.db, { role: 'sales', brandIds: [4] });
    const response = await pages.app.request(
      '/admin/reservas?marca=4&estado=awaiting_documents&q=lista.auditada',
      staffGet(await signedIn(pages.db, sales)),
    );
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(`href="/admin/reservas/${operation.code}"`);
    const [entry] = await listEntries();
    expect(entry).toMatchObject({
      accountId: sales.id,
      subjectType: 'operation_list',
      subjectId: 'página 1',
      before: null,
      after: {
        filters: { brandId: 4, stage: 'awaiting_documents', dateField: 'creada', search: true },
        page: 1,
        total: 1,
        rows: 1,
      },
    });
    expect(entry?.ipAddress).toBeTruthy();
    expect(JSON.stringify(entry)).not.toMatch(/lista\.auditada|juana|pérez|30123456/i);
  });

  it('refuses a brand the member may not read (403), and writes nothing', async () => {
    const before = (await listEntries()).length;
    const chevrolet = await pages.signIn({ role: 'sales', brandIds: [2] });
    const response = await pages.app.request('/admin/reservas?marca=1', staffGet(chevrolet));
    expect(response.status).toBe(403);
    expect(await listEntries()).toHaveLength(before);
  });
});

describe('the actions', () => {
  it('asks for confirmation, then schedules the delivery through the fulfilment, with the timeline and the e-mail', async () => {
    const operation = await reservedOperation();
    const location = await createLocation(pages.db, 'Godoy Cruz');
    const sales = await createStaffMember(pages.db, {
      role: 'sales',
      brandIds: [1],
      name: 'Valentín Ventas',
    });
    const browser = await signedIn(pages.db, sales);
    const fields = {
      intent: 'schedule_delivery',
      date: nextWeek(),
      time: '10:30',
      location_id: String(location.id),
    };

    const asked = await pages.app.request(`/admin/reservas/${operation.code}`, staffPost(browser, fields));
    expect(asked.status).toBe(200);
    const question = await asked.text();
    expect(question).toContain('¿Confirmás?');
    expect(question).toContain(`a las 10:30 en Godoy Cruz`);
    expect((await rowOf(operation.code)).fulfilment).toBe('awaiting_documents');

    const done = await pages.app.request(
      `/admin/reservas/${operation.code}`,
      staffPost(browser, { ...fields, confirmado: 'si' }),
    );
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('Programamos la entrega');
    const row = await rowOf(operation.code);
    expect(row.fulfilment).toBe('delivery_scheduled');
    expect(row.deliveryLocationId).toBe(location.id);
    const [event] = await pages.db
      .select()
      .from(operationEvents)
      .where(
        and(eq(operationEvents.operationId, operation.id), eq(operationEvents.kind, 'delivery_scheduled')),
      );
    expect(event?.actorAccountId).toBe(sales.id);
    expect(
      await pages.db.select().from(mailOutbox).where(eq(mailOutbox.operationId, operation.id)),
    ).not.toHaveLength(0);
    const audit = await pages.db.select().from(auditLog).where(eq(auditLog.subjectId, operation.code));
    expect(audit.map((entry) => entry.accountId)).toEqual([sales.id]);

    // The page shows the appointment and the line of the timeline with who made it.
    const page = await (
      await pages.app.request(`/admin/reservas/${operation.code}`, staffGet(browser))
    ).text();
    expect(page).toContain('Entrega programada');
    expect(page).toContain('Valentín Ventas');
  });

  it('refuses a post without the CSRF token, and changes nothing', async () => {
    const operation = await reservedOperation();
    const browser = await pages.signIn({ role: 'admin' });
    const response = await pages.app.request(
      `/admin/reservas/${operation.code}`,
      staffPost(browser, { intent: 'receive_documents', confirmado: 'si' }, { csrf: false }),
    );
    expect(response.status).toBe(403);
    expect((await rowOf(operation.code)).documentsReceivedAt).toBeNull();
  });

  it('answers an input or a stage that does not allow the action with its message, before any confirmation', async () => {
    const operation = await reservedOperation();
    const browser = await pages.signIn({ role: 'admin' });
    const noLocation = await pages.app.request(
      `/admin/reservas/${operation.code}`,
      staffPost(browser, { intent: 'schedule_delivery', date: nextWeek(), time: '10:30', location_id: '' }),
    );
    expect(noLocation.status).toBe(400);
    expect(await noLocation.text()).toContain('Elegí la sucursal de la entrega.');
    const tooEarly = await pages.app.request(
      `/admin/reservas/${operation.code}`,
      staffPost(browser, { intent: 'deliver' }),
    );
    expect(tooEarly.status).toBe(409);
    expect(await tooEarly.text()).toContain('Primero programá la entrega.');
    const unknown = await pages.app.request(
      `/admin/reservas/${operation.code}`,
      staffPost(browser, { intent: 'borrar' }),
    );
    expect(unknown.status).toBe(400);
  });

  it('saves an internal note at once, without a confirmation step', async () => {
    const operation = await reservedOperation();
    const browser = await pages.signIn({ role: 'admin' });
    const response = await pages.app.request(
      `/admin/reservas/${operation.code}`,
      staffPost(browser, { intent: 'note', note: 'Pidió la entrega un sábado.' }),
    );
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Pidió la entrega un sábado.');
    const notes = await pages.db
      .select()
      .from(operationEvents)
      .where(and(eq(operationEvents.operationId, operation.id), eq(operationEvents.kind, 'note')));
    expect(notes.map((note) => note.note)).toEqual(['Pidió la entrega un sábado.']);
  });
});

describe("a reservation's page (issue 33)", () => {
  /** The options of a select of the page, and which is selected, by the select's id. */
  function selectOf(page: string, id: string) {
    const select = new RegExp(`<select[^>]*id="${id}"[^>]*>(.*?)</select>`, 's').exec(page)?.[1];
    if (select === undefined) return null;
    const options = [...select.matchAll(/<option([^>]*)>/g)].map((option) => option[1] ?? '');
    return {
      values: options.map((attributes) => /value="([^"]*)"/.exec(attributes)?.[1]),
      selected: options
        .filter((attributes) => /\sselected(?:=""|\s|$)/.test(attributes))
        .map((attributes) => /value="([^"]*)"/.exec(attributes)?.[1]),
    };
  }

  const pageOf = async (browser: Awaited<ReturnType<typeof pages.signIn>>, code: string) => {
    const response = await pages.app.request(`/admin/reservas/${code}`, staffGet(browser));
    expect(response.status).toBe(200);
    return (await response.text()).replaceAll('<!-- -->', '');
  };

  it('preselects the current asesor in the dropdown, whoever it is, and asks for one when there is none', async () => {
    const ana = await createStaffMember(pages.db, { role: 'sales', brandIds: [1], name: 'Ana Asesora' });
    const beto = await createStaffMember(pages.db, { role: 'sales', brandIds: [1], name: 'Beto Asesor' });
    for (const reader of [await pages.signIn({ role: 'admin' }), await signedIn(pages.db, beto)])
      for (const owner of [ana, beto, null]) {
        const operation = await reservedOperation({ advisorAccountId: owner?.id ?? null });
        const advisor = selectOf(await pageOf(reader, operation.code), 'desk-advisor');
        expect(advisor?.values).toEqual(expect.arrayContaining(['', String(ana.id), String(beto.id)]));
        expect(advisor?.selected, owner?.name ?? 'nadie').toEqual([owner ? String(owner.id) : '']);
      }
  });

  it('offers neither «Asignar» nor «Reenviar» on a cancelled reservation, and both on a live one', async () => {
    const ana = await createStaffMember(pages.db, { role: 'sales', brandIds: [1], name: 'Ana Asesora' });
    const offers = (page: string) => ({
      assign: page.includes('name="intent" value="assign_advisor"') || />Asignar<\/button>/.test(page),
      resend: page.includes('name="intent" value="resend_mail"') || />Reenviar<\/button>/.test(page),
    });
    for (const reader of [await pages.signIn({ role: 'admin' }), await signedIn(pages.db, ana)]) {
      const live = await reservedOperation({ advisorAccountId: ana.id });
      expect(offers(await pageOf(reader, live.code))).toEqual({ assign: true, resend: true });
      for (const advisorAccountId of [ana.id, null]) {
        const cancelled = await reservedOperation({ status: 'cancelled', advisorAccountId });
        const page = await pageOf(reader, cancelled.code);
        expect(page).toContain(cancelled.code);
        expect(offers(page)).toEqual({ assign: false, resend: false });
        expect(selectOf(page, 'desk-advisor')).toBeNull();
      }
    }
  });
});
