/** /prueba-de-manejo and a booking's own page, rendered by the real routes, without JavaScript (docs/decisions/0087). */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mendozaInstant } from '#domain/shared/mendoza-instant';
import { bookableDay } from '../../tests/support/bookable-day';
import { adminPagesTestBed, html, pagesUnder } from '../../tests/support/pages-app';
import { mailOutbox, testDrives } from '../db/schema';
import { createTestDriveFleet } from './test-drives.fixtures';

const bed = adminPagesTestBed({ keep: pagesUnder('/prueba-de-manejo'), brands: true });

const day = bookableDay(2);
const at = (time: string) => mendozaInstant(day, time)?.toISOString() ?? '';

let fleet: Awaited<ReturnType<typeof createTestDriveFleet>>;
beforeAll(async () => {
  fleet = await createTestDriveFleet(bed.db, { branchName: 'Godoy Cruz' });
});

const formPost = (fields: Record<string, string>, origin = 'http://localhost:3000'): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
  body: new URLSearchParams(fields),
});

const buyer = (email: string) => ({
  name: 'Ana',
  lastname: 'Paz',
  phone: '261 555 1234',
  email,
  dni: '30111222',
  licence: 'si',
  consent: 'si',
});

describe('the booking page', () => {
  it('opens at the version a versions page asks for, with its branch, the days and the chosen day’s free slots', async () => {
    const answer = await bed.app.request(`/prueba-de-manejo?version=${fleet.version.id}&dia=${day}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const page = await html(answer);
    expect(page).toContain('Manejalo antes de decidir');
    expect(page).toMatch(/aria-current="true"[^>]*>Godoy Cruz/);
    expect(page).toContain('Highline 250 TSI AT');
    expect(page).toContain(`value="${at('09:00')}"`);
    expect(page).toContain(`value="${at('19:00')}"`);
    // 19:45 would end after 20:00, 13:00 is the midday break.
    expect(page).not.toContain(`value="${at('19:45')}"`);
    expect(page).not.toContain(`value="${at('13:00')}"`);
  });

  it('books from the form without JavaScript and confirms on the page at once', async () => {
    const answer = await bed.app.request(
      `/prueba-de-manejo?version=${fleet.version.id}&dia=${day}`,
      formPost({
        ...buyer('sin-js@example.com'),
        branch: String(fleet.branch.id),
        version: String(fleet.version.id),
        starts_at: at('09:45'),
      }),
    );
    expect(answer.status).toBe(201);
    const page = await html(answer);
    expect(page).toContain('Listo: tu prueba de manejo quedó reservada.');
    const [row] = await bed.db.select().from(testDrives).where(eq(testDrives.email, 'sin-js@example.com'));
    expect(row?.startsAt.toISOString()).toBe(at('09:45'));
    expect(page).toContain(`/prueba-de-manejo/${row?.code}?firma=`);
    // The slot is gone from the page.
    const again = await html(
      await bed.app.request(`/prueba-de-manejo?version=${fleet.version.id}&dia=${day}`),
    );
    expect(again).not.toContain(`value="${at('09:45')}"`);
  });

  it('says a slot was just taken and offers the next free ones, keeping what was typed', async () => {
    const fields = {
      ...buyer('tarde@example.com'),
      branch: String(fleet.branch.id),
      version: String(fleet.version.id),
      starts_at: at('09:45'),
    };
    // The form posts to the page's own address, its choices included.
    const answer = await bed.app.request(
      `/prueba-de-manejo?version=${fleet.version.id}&dia=${day}`,
      formPost(fields),
    );
    expect(answer.status).toBe(409);
    const page = await html(answer);
    expect(page).toContain('Ese horario se acaba de ocupar.');
    expect(page).toContain('Horarios libres más próximos');
    expect(page).toContain(`value="${at('10:30')}"`);
    expect(page).toContain('value="tarde@example.com"');
  });

  it('tells each field that is missing or wrong', async () => {
    const answer = await bed.app.request(
      '/prueba-de-manejo',
      formPost({
        branch: String(fleet.branch.id),
        version: String(fleet.version.id),
        starts_at: at('10:30'),
      }),
    );
    expect(answer.status).toBe(400);
    const page = await html(answer);
    expect(page).toContain('Ingresá tu nombre.');
    expect(page).toContain('Ingresá tu DNI.');
    expect(page).toContain('Contanos si tenés licencia de conducir.');
  });
});

describe('a booking’s own page', () => {
  it('opens with its signed link only, and moves the booking to another free slot', async () => {
    await bed.app.request(
      '/prueba-de-manejo',
      formPost({
        ...buyer('propia@example.com'),
        branch: String(fleet.branch.id),
        version: String(fleet.version.id),
        starts_at: at('11:15'),
      }),
    );
    const [mail] = await bed.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'propia@example.com'));
    const link = /http:\/\/localhost:3000(\/prueba-de-manejo\/\w+\?firma=[\w-]+)/.exec(
      mail?.textBody ?? '',
    )?.[1];
    expect(link).toBeDefined();
    const forged = await bed.app.request(`${link?.slice(0, -3)}xyz`);
    expect(forged.status).toBe(403);
    expect(await html(forged)).toContain('El enlace de tu prueba de manejo no es válido.');

    const opened = await bed.app.request(link ?? '');
    expect(opened.status).toBe(200);
    expect(opened.headers.get('cache-control')).toBe('private, no-store');
    const page = await html(opened);
    expect(page).toContain('Reservada');
    expect(page).toContain('Cambiar el horario');

    const moved = await bed.app.request(link ?? '', formPost({ intent: 'move', starts_at: at('16:00') }));
    expect(moved.status).toBe(200);
    expect(await html(moved)).toContain('Listo: cambiamos el horario de tu prueba de manejo.');
    const [row] = await bed.db.select().from(testDrives).where(eq(testDrives.email, 'propia@example.com'));
    expect(row?.startsAt.toISOString()).toBe(at('16:00'));
  });
});
