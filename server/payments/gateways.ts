import type { Database } from '../db/client';
import { type Config, mercadoPagoCredentials } from '../platform/config';
import type { Logger } from '../platform/logger';
import type { PaymentGateway } from './gateway';
import { createMercadoPagoGateway } from './mercadopago-gateway';
import { createSandboxGateway, type SandboxGateway } from './sandbox-gateway';

export interface PaymentGateways {
  /** The gateway that charges a brand's deposits: its MercadoPago account, else the sandbox when it is on. */
  forBrand(brandId: number): PaymentGateway | null;
  /** The gateway a notification names, for the brand in its path. */
  byKind(kind: string, brandId: number): PaymentGateway | null;
  /** The sandbox, when it is on (its checkout frame and its settle control need it). */
  sandbox: SandboxGateway | null;
}

export function createPaymentGateways(deps: {
  db: Database;
  config: Pick<Config, 'PAYMENTS_SANDBOX' | 'SANDBOX_WEBHOOK_SECRET' | 'MP_API_URL'> & Config;
  logger?: Logger;
}): PaymentGateways {
  const { config } = deps;
  const sandbox = config.PAYMENTS_SANDBOX
    ? createSandboxGateway({ db: deps.db, webhookSecret: config.SANDBOX_WEBHOOK_SECRET, logger: deps.logger })
    : null;
  const mercadoPago = new Map<number, PaymentGateway>();
  function mercadoPagoFor(brandId: number): PaymentGateway | null {
    const cached = mercadoPago.get(brandId);
    if (cached) return cached;
    const credentials = mercadoPagoCredentials(config, brandId);
    if (!credentials) return null;
    const gateway = createMercadoPagoGateway({
      ...credentials,
      ...(config.MP_API_URL ? { apiBaseUrl: config.MP_API_URL } : {}),
    });
    mercadoPago.set(brandId, gateway);
    return gateway;
  }
  return {
    forBrand: (brandId) => mercadoPagoFor(brandId) ?? sandbox,
    byKind(kind, brandId) {
      if (kind === 'mercadopago') return mercadoPagoFor(brandId);
      if (kind === 'sandbox') return sandbox;
      return null;
    },
    sandbox,
  };
}
