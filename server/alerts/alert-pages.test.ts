/**
 * The alerts' pages through the real app (docs/product.md §2 "Avisos por e-mail"): opening an e-mail's link changes
 * nothing, its button's post confirms or removes the alert; a form posted without JavaScript asks for one; the pages
 * are never stored nor indexed. And the demand on "Hoy": counts for the marketing view, nothing for a salesperson.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ALERT_CONFIRM_SENT_MESSAGE, ALERT_CONSENT_MESSAGE } from '#domain/content/alerts';
import { createFamily, createStockUnit, createUsdRate } from '../../tests/support/factories';
import { adminPagesTestBed, html } from '../../tests/support/pages-app';
import { staffGet } from '../../tests/support/staff-sessions';
import { alerts, stockUnits } from '../db/schema';
import { alertMailsTo, alertsOf, confirmationToken, newAddress, postAlert } from './alerts.fixtures';
import { flushSearchUses, recordSearchUse } from './search-uses';

const PUBLIC_URL = 'http://localhost:3000';
const pages = adminPagesTestBed({
  brands: true,
  keep: (path) => path.startsWith('/alertas') || path.startsWith('/admin'),
});

/** A form post as a browser sends it from a page of the site. */
const formPost = (fields: Record<string, string>): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded', origin: PUBLIC_URL },
  body: new URLSearchParams(fields),
});

async function askedAlert() {
  const unit = await createStockUnit(pages.db, { model: 'Polo Track', color: 'Rojo Sunset' });
  const email = newAddress('pagina');
  expect(
    (await postAlert(pages.app, { kind: 'price_drop', stock_id: unit.id, email, consent: true })).status,
  ).toBe(201);
  const [mail] = await alertMailsTo(pages.db, email);
  return { unit, email, token: confirmationToken(mail?.text ?? '') };
}

describe('/alertas/confirmar/{token}', () => {
  it('shows the alert and a button; only the button’s post confirms it', async () => {
    const { email, token } = await askedAlert();
    const opened = await pages.app.request(`/alertas/confirmar/${token}`);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('cache-control')).toBe('private, no-store');
    expect(opened.headers.get('x-robots-tag')).toBe('noindex');
    const page = await html(opened);
    expect(page).toContain('Confirmá tu aviso');
    expect(page).toContain('Volkswagen Polo Track, Rojo Sunset');
    expect(page).toMatch(/<form[^>]*method="post"[^>]*>.*Confirmar el aviso/s);
    expect(page).not.toContain(email);
    // A mail scanner that opens the link (and its data request) confirms nothing.
    await pages.app.request(`/alertas/confirmar/${token}.data`);
    expect((await alertsOf(pages.db, email))[0]?.confirmedAt).toBeNull();

    const confirmed = await pages.app.request(`/alertas/confirmar/${token}`, formPost({}));
    expect(confirmed.status).toBe(200);
    expect(await html(confirmed)).toContain('Listo: tu aviso está confirmado');
    expect((await alertsOf(pages.db, email))[0]?.confirmedAt).toBeInstanceOf(Date);
    expect(await html(await pages.app.request(`/alertas/confirmar/${token}`))).toContain(
      'Tu aviso ya estaba confirmado',
    );
  });

  it('says a link that names no alert is gone', async () => {
    const page = await html(await pages.app.request(`/alertas/confirmar/${'x'.repeat(43)}`));
    expect(page).toContain('Este aviso ya no existe');
  });

  it('finishes "Avisame si se libera" at once when the unit is free by the time it is confirmed', async () => {
    const unit = await createStockUnit(pages.db, {
      status: 'held',
      heldUntil: new Date(Date.now() + 60_000),
    });
    const email = newAddress('yalibre');
    await postAlert(pages.app, { kind: 'unit_free', stock_id: unit.id, email, consent: true });
    const [mail] = await alertMailsTo(pages.db, email);
    await pages.db
      .update(stockUnits)
      .set({ status: 'available', heldUntil: null })
      .where(eq(stockUnits.id, unit.id));
    const page = await html(
      await pages.app.request(`/alertas/confirmar/${confirmationToken(mail?.text ?? '')}`, formPost({})),
    );
    expect(page).toContain('La unidad ya está disponible');
    expect(page).toContain(`/vehiculos-0km/reservar/volkswagen/${unit.id}/`);
    expect(await alertsOf(pages.db, email)).toEqual([]);
  });
});

describe('/alertas/baja/{token}', () => {
  it('removes the alert with one press of its button, and says so again if pressed twice', async () => {
    const { email, token } = await askedAlert();
    const opened = await html(await pages.app.request(`/alertas/baja/${token}`));
    expect(opened).toContain('Darme de baja');
    expect(await alertsOf(pages.db, email)).toHaveLength(1);

    for (let press = 0; press < 2; press++) {
      const done = await pages.app.request(`/alertas/baja/${token}`, formPost({}));
      expect(done.status).toBe(200);
      expect(await html(done)).toContain('Listo: ya no vas a recibir este aviso.');
    }
    expect(await alertsOf(pages.db, email)).toEqual([]);
    expect(await html(await pages.app.request(`/alertas/baja/${token}`))).toContain(
      'Este aviso ya no existe',
    );
  });
});

describe('/alertas, a form posted without JavaScript', () => {
  it('asks for the alert as the API does and says what comes next, with the way back', async () => {
    const unit = await createStockUnit(pages.db);
    const email = newAddress('sinjs');
    const back = `/vehiculos-0km/reservar/volkswagen/${unit.id}/modelo/1/modelo`;
    const answer = await pages.app.request(
      '/alertas',
      formPost({ kind: 'price_drop', stock_id: String(unit.id), email, consent: 'on', volver: back }),
    );
    expect(answer.status).toBe(200);
    const page = await html(answer);
    expect(page).toContain(ALERT_CONFIRM_SENT_MESSAGE);
    expect(page).toContain(`href="${back}"`);
    expect((await alertMailsTo(pages.db, email)).map((mail) => mail.kind)).toEqual(['alert.confirm']);

    const refused = await pages.app.request(
      '/alertas',
      formPost({
        kind: 'price_drop',
        stock_id: String(unit.id),
        email: newAddress(),
        volver: '//otro.example',
      }),
    );
    expect(refused.status).toBe(422);
    const refusal = await html(refused);
    expect(refusal).toContain(ALERT_CONSENT_MESSAGE);
    expect(refusal).not.toContain('otro.example');
  });

  it('saves a search from its filters’ fields', async () => {
    const email = newAddress('busquedasinjs');
    const answer = await pages.app.request(
      '/alertas',
      formPost({
        kind: 'saved_search',
        'busqueda[marca]': 'nissan',
        'busqueda[carroceria]': 'pickup',
        email,
        consent: 'on',
      }),
    );
    expect(answer.status).toBe(200);
    expect(await alertsOf(pages.db, email)).toMatchObject([
      { kind: 'saved_search', searchKey: 'marca=nissan&carroceria=pickup' },
    ]);
  });
});

describe('the demand on "Hoy"', () => {
  it('shows the confirmed alerts per family and kind and the most used searches to the marketing view only', async () => {
    await createUsdRate(pages.db, 1_000);
    const family = await createFamily(pages.db, { brandId: 2, name: 'Onix Plus' });
    const unit = await createStockUnit(pages.db, { brandId: 2, familyId: family.id });
    const base = { email: 'demanda@example.com', stockUnitId: unit.id, familyId: family.id };
    await pages.db.insert(alerts).values([
      { ...base, kind: 'price_drop', token: 'p'.repeat(43), confirmedAt: new Date(), watchedPrice: 1 },
      {
        ...base,
        kind: 'price_drop',
        email: 'otra@example.com',
        token: 'q'.repeat(43),
        confirmedAt: new Date(),
      },
      // Not confirmed: not demand yet.
      { ...base, kind: 'price_drop', email: 'sin@example.com', token: 'r'.repeat(43) },
      {
        kind: 'saved_search',
        email: 'demanda@example.com',
        token: 's'.repeat(43),
        searchKey: 'marca=nissan',
        searchFilters: { marca: 'nissan' },
        confirmedAt: new Date(),
      },
    ]);
    for (let i = 0; i < 2; i++) recordSearchUse(pages.db, { marca: 'chevrolet', carroceria: 'suv' });
    await flushSearchUses(pages.db);

    for (const role of ['admin', 'content'] as const) {
      const page = await html(await pages.app.request('/admin', staffGet(await pages.signIn({ role }))));
      expect(page, role).toContain('Demanda');
      expect(page, role).toMatch(
        /<th scope="row">Chevrolet Onix Plus<\/th><td>2<\/td><td>0<\/td><td>0<\/td><td>2<\/td>/,
      );
      expect(page, role).toMatch(
        /<th scope="row">Nissan \(cualquier modelo\)<\/th><td>0<\/td><td>0<\/td><td>1<\/td><td>1<\/td>/,
      );
      expect(page, role).toMatch(
        /href="\/vehiculos-0km\/stock\?marca=chevrolet&amp;carroceria=suv">Chevrolet · SUV<\/a><\/th><td>2<\/td>/,
      );
      expect(page, role).not.toContain('demanda@example.com');
    }
    for (const role of ['sales', 'viewer'] as const) {
      const page = await html(await pages.app.request('/admin', staffGet(await pages.signIn({ role }))));
      expect(page, role).not.toContain('Demanda');
      expect(page, role).not.toContain('Onix Plus');
    }
  });
});
