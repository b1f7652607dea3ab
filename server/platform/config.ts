import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import {
  JOB_APPLICATION_RETENTION_MONTHS,
  TEST_DRIVE_RETENTION_DAYS,
  UNPAID_OPERATION_RETENTION_DAYS,
} from '#domain/content/privacy';

/** A whole number from `min` to `max`, refused in Spanish otherwise. */
function integerBetween(min: number, max: number) {
  const range = `debe estar entre ${min} y ${max}`;
  return z.coerce
    .number({ message: 'debe ser un número' })
    .int('debe ser un número entero')
    .min(min, range)
    .max(max, range);
}

/** An unset variable and an empty one mean the same: not configured. */
function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    schema.optional(),
  );
}

/** An on/off setting: 1 or true, 0 or false; undefined when unset. */
const optionalFlag = optional(z.enum(['0', '1', 'true', 'false'], { message: 'debe ser 0 o 1' })).transform(
  (value) => (value === undefined ? undefined : value === '1' || value === 'true'),
);

const optionalUrl = optional(
  z.url({ protocol: /^https?$/, message: 'debe ser una URL completa (http://… o https://…)' }),
);

/** Each brand's MercadoPago credentials: MP_<BRAND>_PUBLIC_KEY, MP_<BRAND>_ACCESS_TOKEN, MP_<BRAND>_WEBHOOK_SECRET. */
export const MERCADOPAGO_BRANDS = { VOLKSWAGEN: 1, CHEVROLET: 2, NISSAN: 4, BAIC: 6 } as const;

/** The sandbox's secret where none is configured: the local demo, development and the page tests. */
export const SANDBOX_DEVELOPMENT_SECRET = 'sandbox-webhook-secret-local';

/** The "Mi reserva" links' secret where none is configured (docs/decisions/0027): the local demo and the tests. */
export const RESERVATION_LINK_DEVELOPMENT_SECRET = 'mi-reserva-link-secret-local';
/** A production secret is at least this long: 32 random characters are beyond any guessing. */
export const PRODUCTION_SECRET_MIN_LENGTH = 32;

/**
 * The secrets whose development value is published in this repository: anyone can sign with it. In production each
 * must be PRODUCTION_SECRET_MIN_LENGTH characters or more when set, and must be set when a public site (https) uses
 * what it guards (as docs/decisions/0027 says of the first).
 */
const SECRETS_WITH_PUBLISHED_DEFAULTS = [
  // Signs every "Mi reserva" link: with it and an operation's code, anyone opens that buyer's page.
  { name: 'RESERVATION_LINK_SECRET', usedWhen: () => true, site: 'un sitio público (PUBLIC_URL con https)' },
  // Settles a sandbox payment: with it, anyone approves their own deposit and reserves a unit without paying.
  {
    name: 'SANDBOX_WEBHOOK_SECRET',
    usedWhen: (env: { PAYMENTS_SANDBOX?: boolean | undefined }) => env.PAYMENTS_SANDBOX === true,
    site: 'un sitio público (PUBLIC_URL con https) con PAYMENTS_SANDBOX=1',
  },
] as const;

/** A site served over https is the public one; over http it is the local demo, development or a test. */
function isPublicSite(publicUrl: string | undefined): boolean {
  return publicUrl?.startsWith('https://') === true;
}

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: integerBetween(0, 65535).default(3000),
    HOST: z.string().trim().min(1, 'no puede estar vacío').default('0.0.0.0'),
    DATA_DIR: z.string().trim().min(1, 'no puede estar vacío').default('./data'),
    DATABASE_URL: optional(
      z.string().regex(/^postgres(ql)?:\/\//, 'debe empezar con postgres:// o postgresql://'),
    ),
    PUBLIC_URL: optionalUrl,
    INTRANET_URL: optionalUrl,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SMTP_URL: optional(z.string().regex(/^smtps?:\/\//, 'debe empezar con smtp:// o smtps://')),
    MAIL_FROM: z
      .string()
      .trim()
      .min(3, 'no puede estar vacío')
      .default('Territorio <no-responder@territorio.com.ar>'),
    /**
     * How many proxies of our own stand in front of the server, each adding the address it saw to X-Forwarded-For
     * (server/requests/client-address.ts). 0: none, the socket's address is the client's. `true`/`false` were the old
     * spelling of 1 and 0.
     */
    TRUST_PROXY: optional(
      z
        .string()
        .trim()
        .regex(/^(\d{1,2}|true|false)$/, 'debe ser la cantidad de proxies de confianza: 0, 1, 2…'),
    )
      .transform((value) =>
        value === 'true' ? 1 : value === undefined || value === 'false' ? 0 : Number(value),
      )
      .pipe(z.number().int().max(10, 'no puede ser mayor que 10')),
    RATE_LIMIT_WINDOW_SECONDS: z.coerce
      .number({ message: 'debe ser un número' })
      .int()
      .min(1)
      .max(86_400)
      .default(60),
    RATE_LIMIT_MAX_POSTS: z.coerce
      .number({ message: 'debe ser un número' })
      .int()
      .min(1)
      .max(100_000)
      .default(10),
    // Payments (docs/product.md §D5, §D6, §D15)
    /** Unset: on for a site served over http (the local demo, development, tests), off over https. */
    PAYMENTS_SANDBOX: optionalFlag,
    /** Signs the sandbox's notifications and its settle requests (README, "Payments"). */
    SANDBOX_WEBHOOK_SECRET: optional(z.string().trim().min(16, 'debe tener al menos 16 caracteres')),
    /**
     * Signs the links to a buyer's "Mi reserva" page (docs/decisions/0027). Changing it ends every link already
     * e-mailed (the buyer can still open the page with the code and the e-mail).
     */
    RESERVATION_LINK_SECRET: optional(z.string().trim().min(16, 'debe tener al menos 16 caracteres')),
    /**
     * Worker processes serving the port (node:cluster). Unset: one per core with DATABASE_URL, one on PGlite, whose
     * folder one process owns.
     */
    WEB_CONCURRENCY: optional(integerBetween(1, 64)),
    /** GET /metrics on the site's port answers only a request with `Authorization: Bearer` and this token. */
    METRICS_TOKEN: optional(z.string().trim().min(16, 'debe tener al menos 16 caracteres')),
    /** A port of its own where GET /metrics answers without a token: only the monitoring network should reach it. */
    METRICS_PORT: optional(integerBetween(1, 65535)),
    /**
     * Public pages kept rendered in memory (docs/decisions/0024-page-cache.md): on unless 0. Off by itself when pages
     * read a remote catalogue (INTRANET_URL), whose changes nothing announces.
     */
    PAGE_CACHE: optionalFlag.transform((value) => value ?? true),
    /** The memory the page cache may take, in megabytes (each page kept as rendered, in Brotli and in gzip). */
    PAGE_CACHE_MAX_MB: optional(integerBetween(1, 4096)).transform((value) => value ?? 64),
    /**
     * Uploaded files (CVs) in an S3-compatible bucket instead of DATA_DIR/uploads, so that several machines share them
     * (docs/decisions/0025-file-storage.md).
     */
    S3_BUCKET: optional(z.string().trim().min(3, 'debe ser el nombre de un bucket')),
    S3_REGION: optional(z.string().trim().min(1)).transform((value) => value ?? 'us-east-1'),
    /** An S3-compatible service other than AWS (MinIO, a cloud's object storage). */
    S3_ENDPOINT: optionalUrl,
    /** Unset: on with S3_ENDPOINT (most S3-compatible services want the bucket in the path), off for AWS. */
    S3_FORCE_PATH_STYLE: optionalFlag,
    /** Unset: the AWS SDK's own credentials (its environment variables, a profile, the machine's role). */
    S3_ACCESS_KEY_ID: optional(z.string().trim().min(1)),
    S3_SECRET_ACCESS_KEY: optional(z.string().trim().min(1)),
    HOLD_MINUTES: optional(integerBetween(5, 120)).transform((value) => value ?? 20),
    CANCELLATION_DAYS: optional(
      z.coerce
        .number({ message: 'debe ser un número' })
        .int('debe ser un número entero')
        .min(10, 'no puede ser menor que 10 (Ley 24.240, art. 34)')
        .max(365, 'no puede ser mayor que 365'),
    ).transform((value) => value ?? 10),
    /** Ley 25.326: job applications and their CV files are deleted this many months after they arrive. */
    RETENTION_JOB_APPLICATIONS_MONTHS: optional(integerBetween(1, 120)).transform(
      (value) => value ?? JOB_APPLICATION_RETENTION_MONTHS,
    ),
    /** Ley 25.326: an operation never paid loses its personal data this many days after its last change. */
    RETENTION_UNPAID_OPERATIONS_DAYS: optional(integerBetween(1, 3650)).transform(
      (value) => value ?? UNPAID_OPERATION_RETENTION_DAYS,
    ),
    /** Ley 25.326: a test drive loses the buyer's personal data this many days after its time. */
    RETENTION_TEST_DRIVES_DAYS: optional(integerBetween(1, 3650)).transform(
      (value) => value ?? TEST_DRIVE_RETENTION_DAYS,
    ),
    /**
     * The back office's demo accounts (README), loaded with the demo data into a database without staff accounts.
     * Unset: on for a site served over http (the local demo, development, tests), off over https.
     */
    DEMO_STAFF_ACCOUNTS: optionalFlag,
    MP_API_URL: optionalUrl,
    /** Tests only: where the payment frame loads MercadoPago.js (the Card Payment Brick); unset, MercadoPago's CDN. */
    MP_SDK_URL: optionalUrl,
    ...mercadoPagoVariables(),
  })
  .refine((env) => Boolean(env.S3_ACCESS_KEY_ID) === Boolean(env.S3_SECRET_ACCESS_KEY), {
    path: ['S3_SECRET_ACCESS_KEY'],
    message: 'S3_ACCESS_KEY_ID y S3_SECRET_ACCESS_KEY van juntas',
  })
  .superRefine((env, context) => {
    if (env.NODE_ENV !== 'production') return;
    for (const secret of SECRETS_WITH_PUBLISHED_DEFAULTS) {
      const value = env[secret.name];
      if (value !== undefined && value.length < PRODUCTION_SECRET_MIN_LENGTH) {
        context.addIssue({
          code: 'custom',
          path: [secret.name],
          message: `en producción debe tener al menos ${PRODUCTION_SECRET_MIN_LENGTH} caracteres`,
        });
      } else if (value === undefined && isPublicSite(env.PUBLIC_URL) && secret.usedWhen(env)) {
        context.addIssue({
          code: 'custom',
          path: [secret.name],
          message: `${secret.site} necesita el suyo, de al menos ${PRODUCTION_SECRET_MIN_LENGTH} caracteres al azar`,
        });
      }
    }
  })
  .refine((env) => env.DATABASE_URL || (env.WEB_CONCURRENCY ?? 1) === 1, {
    path: ['WEB_CONCURRENCY'],
    message: 'más de un proceso necesita DATABASE_URL: la base embebida la abre un solo proceso',
  });

type MercadoPagoBrand = keyof typeof MERCADOPAGO_BRANDS;
type MercadoPagoVariable = `MP_${MercadoPagoBrand}_${'PUBLIC_KEY' | 'ACCESS_TOKEN' | 'WEBHOOK_SECRET'}`;

function mercadoPagoVariables() {
  const variables = {} as Record<MercadoPagoVariable, ReturnType<typeof optionalSecret>>;
  for (const brand of Object.keys(MERCADOPAGO_BRANDS) as MercadoPagoBrand[]) {
    variables[`MP_${brand}_PUBLIC_KEY`] = optionalSecret();
    variables[`MP_${brand}_ACCESS_TOKEN`] = optionalSecret();
    variables[`MP_${brand}_WEBHOOK_SECRET`] = optionalSecret();
  }
  return variables;
}

function optionalSecret() {
  return optional(z.string().trim().min(8, 'es demasiado corto'));
}

export interface MercadoPagoCredentials {
  publicKey: string;
  accessToken: string;
  webhookSecret: string;
}

/** A brand's MercadoPago credentials when all three are set; undefined otherwise. */
export function mercadoPagoCredentials(config: Config, brandId: number): MercadoPagoCredentials | undefined {
  const entry = Object.entries(MERCADOPAGO_BRANDS).find(([, id]) => id === brandId);
  if (!entry) return undefined;
  const brand = entry[0] as MercadoPagoBrand;
  const publicKey = config[`MP_${brand}_PUBLIC_KEY`];
  const accessToken = config[`MP_${brand}_ACCESS_TOKEN`];
  const webhookSecret = config[`MP_${brand}_WEBHOOK_SECRET`];
  return publicKey && accessToken && webhookSecret ? { publicKey, accessToken, webhookSecret } : undefined;
}

export type Config = Omit<
  z.infer<typeof envSchema>,
  | 'PUBLIC_URL'
  | 'DATA_DIR'
  | 'PAYMENTS_SANDBOX'
  | 'SANDBOX_WEBHOOK_SECRET'
  | 'RESERVATION_LINK_SECRET'
  | 'DEMO_STAFF_ACCOUNTS'
> & {
  /** Absolute path of the folder for PGlite files, uploads and the mail outbox. */
  DATA_DIR: string;
  /** The site's own origin, used for canonical links and e-mails. */
  PUBLIC_URL: string;
  /** Whether the sandbox gateway takes the deposits of brands without MercadoPago. */
  PAYMENTS_SANDBOX: boolean;
  SANDBOX_WEBHOOK_SECRET: string;
  RESERVATION_LINK_SECRET: string;
  /** Whether the demo data brings the back office's demo accounts, whose password README publishes. */
  DEMO_STAFF_ACCOUNTS: boolean;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Configuración inválida:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** The process environment, with a .env file in the working folder filling in what the shell did not set. */
function processEnv(): Record<string, string | undefined> {
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  return process.env;
}

/** How many worker processes serve the port (WEB_CONCURRENCY, docs/decisions/0023). */
export function workerCount(config: Pick<Config, 'WEB_CONCURRENCY' | 'DATABASE_URL'>, cores: number): number {
  return config.WEB_CONCURRENCY ?? (config.DATABASE_URL ? cores : 1);
}

/** Variables whose value an error message never repeats: secrets, and addresses that may carry a password. */
const SECRET_VARIABLE = /(_TOKEN|_SECRET|_KEY|^DATABASE_URL|^SMTP_URL)$/;

/** Reads the environment once; every bad value is reported together so one restart fixes them all. */
export function loadConfig(env: Record<string, string | undefined> = processEnv()): Config {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => {
        const name = String(issue.path[0]);
        const value = SECRET_VARIABLE.test(name) ? 'oculto' : JSON.stringify(env[name] ?? '');
        return `${issue.path.join('.')}: ${issue.message} (valor: ${value})`;
      }),
    );
  }
  const parsed = result.data;
  const localHost = parsed.HOST === '0.0.0.0' || parsed.HOST === '::' ? 'localhost' : parsed.HOST;
  const publicUrl = (parsed.PUBLIC_URL ?? `http://${localHost}:${parsed.PORT}`).replace(/\/+$/, '');
  return {
    ...parsed,
    DATA_DIR: path.resolve(parsed.DATA_DIR),
    PUBLIC_URL: publicUrl,
    // A public site (https) never takes fake payments unless someone turns the sandbox on by name.
    PAYMENTS_SANDBOX: parsed.PAYMENTS_SANDBOX ?? !isPublicSite(publicUrl),
    // Nor does it get accounts whose password anyone can read in README.
    DEMO_STAFF_ACCOUNTS: parsed.DEMO_STAFF_ACCOUNTS ?? !isPublicSite(publicUrl),
    SANDBOX_WEBHOOK_SECRET: parsed.SANDBOX_WEBHOOK_SECRET ?? SANDBOX_DEVELOPMENT_SECRET,
    RESERVATION_LINK_SECRET: parsed.RESERVATION_LINK_SECRET ?? RESERVATION_LINK_DEVELOPMENT_SECRET,
  };
}
