import fs from 'node:fs/promises';
import { E2E_MERCADOPAGO, mercadoPagoStandInOrigin } from './mercadopago-e2e';
import { startMercadoPagoStandIn } from './mercadopago-stand-in';

/**
 * Playwright's global setup: starts the MercadoPago stand-in (its API and its MercadoPago.js) on the port the config
 * chose, for the whole run; the function it returns stops it.
 */
export default async function startMercadoPagoForTheRun(): Promise<() => Promise<void>> {
  const port = Number(new URL(mercadoPagoStandInOrigin()).port);
  const standIn = await startMercadoPagoStandIn({
    accessToken: E2E_MERCADOPAGO.accessToken,
    webhookSecret: E2E_MERCADOPAGO.webhookSecret,
    publicKey: E2E_MERCADOPAGO.publicKey,
    sdkScript: await fs.readFile(new URL('./mercadopago-brick-stand-in.js', import.meta.url), 'utf8'),
    port,
  });
  return () => standIn.close();
}
