import { execFileSync } from 'node:child_process';

/**
 * MercadoPago in the Playwright run: the stand-in of its API and of MercadoPago.js (mercadopago-stand-in.ts) runs on
 * a port of its own, and the server under test sends one brand's deposits there. Volkswagen (brand 1) is that brand:
 * the sandbox specs pay with Nissan and Chevrolet units.
 */
export const E2E_MERCADOPAGO = {
  brandSlug: 'volkswagen',
  brandId: 1,
  publicKey: 'TEST-e2e-public-key-volkswagen',
  accessToken: 'TEST-e2e-access-token-volkswagen',
  webhookSecret: 'e2e-mercadopago-webhook-secret-volkswagen',
} as const;

/** A port nothing listens on now, asked of the system by a short child process (the config loads synchronously). */
function freePort(): number {
  const probe = [
    "const server = require('node:net').createServer();",
    "server.listen(0, '127.0.0.1', () => { process.stdout.write(String(server.address().port)); server.close(); });",
  ].join('');
  const output = execFileSync(process.execPath, ['-e', probe], { encoding: 'utf8' });
  const port = Number(output);
  if (!Number.isInteger(port) || port <= 0)
    throw new Error(`No free port for the MercadoPago stand-in: ${output}`);
  return port;
}

/**
 * The stand-in's origin. Playwright loads its config again in every worker: the port is picked once, in the runner,
 * and handed down through the environment, as the data folder is.
 */
export function mercadoPagoStandInOrigin(): string {
  let port = process.env.E2E_MP_PORT;
  if (!port) {
    port = String(freePort());
    process.env.E2E_MP_PORT = port;
  }
  return `http://127.0.0.1:${port}`;
}

/** What the server under test needs to take Volkswagen's deposits through the stand-in. */
export function mercadoPagoServerEnv(): Record<string, string> {
  const origin = mercadoPagoStandInOrigin();
  return {
    MP_API_URL: origin,
    MP_SDK_URL: `${origin}/js/v2`,
    MP_VOLKSWAGEN_PUBLIC_KEY: E2E_MERCADOPAGO.publicKey,
    MP_VOLKSWAGEN_ACCESS_TOKEN: E2E_MERCADOPAGO.accessToken,
    MP_VOLKSWAGEN_WEBHOOK_SECRET: E2E_MERCADOPAGO.webhookSecret,
  };
}
