import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

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
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.INTRANET_URL).toBeUndefined();
    expect(config.PUBLIC_URL).toBe('https://www.example.com.ar');
  });

  it('lists every bad value at once', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'ochenta', DATABASE_URL: 'mysql://x', INTRANET_URL: 'intranet', LOG_LEVEL: 'loud' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toHaveLength(4);
    expect(problems.join('\n')).toMatch(/PORT: debe ser un número/);
    expect(problems.join('\n')).toMatch(/DATABASE_URL: debe empezar con postgres:\/\//);
    expect(problems.join('\n')).toMatch(/INTRANET_URL: debe ser una URL completa/);
    expect(problems.join('\n')).toMatch(/LOG_LEVEL/);
  });
});
