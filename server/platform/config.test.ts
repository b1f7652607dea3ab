import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  loadConfig,
  RESERVATION_LINK_DEVELOPMENT_SECRET,
  SANDBOX_DEVELOPMENT_SECRET,
  workerCount,
} from './config';

describe('loadConfig', () => {
  it('has working defaults for a fresh machine', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      DATA_DIR: path.resolve('./data'),
      PUBLIC_URL: 'http://localhost:3000',
      LOG_LEVEL: 'info',
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.INTRANET_URL).toBeUndefined();
  });

  it('treats empty variables as unset and trims a trailing slash from URLs', () => {
    const config = loadConfig({
      DATABASE_URL: '',
      INTRANET_URL: ' ',
      PUBLIC_URL: 'https://www.example.com.ar/',
      RESERVATION_LINK_SECRET: 'f'.repeat(32),
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.INTRANET_URL).toBeUndefined();
    expect(config.PUBLIC_URL).toBe('https://www.example.com.ar');
  });

  it('takes fake payments only where they are meant: on over http (the local demo), off over https unless asked for', () => {
    expect(loadConfig({}).PAYMENTS_SANDBOX).toBe(true);
    expect(loadConfig({ PUBLIC_URL: 'http://127.0.0.1:3107' }).PAYMENTS_SANDBOX).toBe(true);
    const secrets = { RESERVATION_LINK_SECRET: 'f'.repeat(32), SANDBOX_WEBHOOK_SECRET: 's'.repeat(32) };
    expect(loadConfig({ ...secrets, PUBLIC_URL: 'https://www.territorio.com.ar' }).PAYMENTS_SANDBOX).toBe(
      false,
    );
    expect(
      loadConfig({ ...secrets, PUBLIC_URL: 'https://staging.territorio.com.ar', PAYMENTS_SANDBOX: '1' })
        .PAYMENTS_SANDBOX,
    ).toBe(true);
    expect(loadConfig({ PAYMENTS_SANDBOX: '0' }).PAYMENTS_SANDBOX).toBe(false);
  });

  it('signs the Mi reserva links with a development secret unless given one, and wants a long one in production', () => {
    expect(loadConfig({}).RESERVATION_LINK_SECRET).toBe(RESERVATION_LINK_DEVELOPMENT_SECRET);
    const strong = 'f'.repeat(32);
    expect(loadConfig({ RESERVATION_LINK_SECRET: strong }).RESERVATION_LINK_SECRET).toBe(strong);
    expect(() => loadConfig({ RESERVATION_LINK_SECRET: 'corto' })).toThrow(
      /RESERVATION_LINK_SECRET: debe tener al menos 16 caracteres \(valor: oculto\)/,
    );
    expect(() => loadConfig({ RESERVATION_LINK_SECRET: 'x'.repeat(20) })).toThrow(
      /RESERVATION_LINK_SECRET: en producción debe tener al menos 32 caracteres \(valor: oculto\)/,
    );
    expect(
      loadConfig({ NODE_ENV: 'test', RESERVATION_LINK_SECRET: 'x'.repeat(20) }).RESERVATION_LINK_SECRET,
    ).toBe('x'.repeat(20));
  });

  it('never signs a public site’s links with the development secret: over https it must be given one', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'https://www.territorio.com.ar' })).toThrow(
      /RESERVATION_LINK_SECRET: un sitio público \(PUBLIC_URL con https\) necesita el suyo, de al menos 32 caracteres al azar \(valor: oculto\)/,
    );
    const strong = 'f'.repeat(32);
    expect(
      loadConfig({ PUBLIC_URL: 'https://www.territorio.com.ar', RESERVATION_LINK_SECRET: strong })
        .RESERVATION_LINK_SECRET,
    ).toBe(strong);
    expect(
      loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'https://www.territorio.com.ar' }).RESERVATION_LINK_SECRET,
    ).toBe(RESERVATION_LINK_DEVELOPMENT_SECRET);
  });

  it('never lets a public site’s sandbox settle payments with the development secret: switched on over https, it needs its own', () => {
    const site = { PUBLIC_URL: 'https://staging.territorio.com.ar', RESERVATION_LINK_SECRET: 'f'.repeat(32) };
    expect(() => loadConfig({ ...site, PAYMENTS_SANDBOX: '1' })).toThrow(
      /SANDBOX_WEBHOOK_SECRET: un sitio público \(PUBLIC_URL con https\) con PAYMENTS_SANDBOX=1 necesita el suyo, de al menos 32 caracteres al azar \(valor: oculto\)/,
    );
    expect(() =>
      loadConfig({ ...site, PAYMENTS_SANDBOX: '1', SANDBOX_WEBHOOK_SECRET: 'sandbox-secret-of-20' }),
    ).toThrow(/SANDBOX_WEBHOOK_SECRET: en producción debe tener al menos 32 caracteres \(valor: oculto\)/);
    const strong = 's'.repeat(32);
    expect(
      loadConfig({ ...site, PAYMENTS_SANDBOX: '1', SANDBOX_WEBHOOK_SECRET: strong }).SANDBOX_WEBHOOK_SECRET,
    ).toBe(strong);
    // Off, it guards nothing: a public site without the sandbox needs no sandbox secret.
    expect(loadConfig(site).PAYMENTS_SANDBOX).toBe(false);
    // The local demo over http, and the tests, keep the development secret.
    expect(loadConfig({}).SANDBOX_WEBHOOK_SECRET).toBe(SANDBOX_DEVELOPMENT_SECRET);
    expect(
      loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'https://staging.territorio.com.ar', PAYMENTS_SANDBOX: '1' })
        .SANDBOX_WEBHOOK_SECRET,
    ).toBe(SANDBOX_DEVELOPMENT_SECRET);
  });

  it('says what is wrong with both secrets at once', () => {
    expect(() =>
      loadConfig({ PUBLIC_URL: 'https://staging.territorio.com.ar', PAYMENTS_SANDBOX: '1' }),
    ).toThrow(
      expect.objectContaining({
        problems: [
          expect.stringMatching(/^RESERVATION_LINK_SECRET: un sitio público/),
          expect.stringMatching(/^SANDBOX_WEBHOOK_SECRET: un sitio público/),
        ],
      }),
    );
  });

  it('lists every bad value at once', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'ochenta',
        DATABASE_URL: 'mysql://x',
        INTRANET_URL: 'intranet',
        LOG_LEVEL: 'loud',
        METRICS_TOKEN: 'corto',
        METRICS_PORT: '0',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toHaveLength(6);
    expect(problems.join('\n')).toMatch(/PORT: debe ser un número/);
    expect(problems.join('\n')).toMatch(/DATABASE_URL: debe empezar con postgres:\/\//);
    expect(problems.join('\n')).toMatch(/INTRANET_URL: debe ser una URL completa/);
    expect(problems.join('\n')).toMatch(/LOG_LEVEL/);
    expect(problems.join('\n')).toMatch(/METRICS_TOKEN: debe tener al menos 16 caracteres \(valor: oculto\)/);
    expect(problems.join('\n')).not.toContain('corto');
    expect(problems.join('\n')).toMatch(/METRICS_PORT: debe estar entre 1 y 65535/);
  });

  it('runs more than one worker process only on a PostgreSQL server', () => {
    expect(() => loadConfig({ WEB_CONCURRENCY: '2' })).toThrow(
      /WEB_CONCURRENCY: más de un proceso necesita DATABASE_URL/,
    );
    expect(workerCount(loadConfig({ DATABASE_URL: 'postgres://localhost/territorio' }), 8)).toBe(8);
    expect(
      workerCount(loadConfig({ DATABASE_URL: 'postgres://localhost/territorio', WEB_CONCURRENCY: '3' }), 8),
    ).toBe(3);
    expect(workerCount(loadConfig({}), 8)).toBe(1);
  });
});
