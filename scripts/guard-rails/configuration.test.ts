/**
 * Every variable the configuration's schema reads is one a person can find: in `.env.example`, with its default, and
 * in docs/configuration.md, with what it does.
 */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/platform/config';
import { readText } from './repository-files';

/**
 * The names the schema reads, as it reads them: an environment that records every name asked of it and answers
 * none, so every variable takes its default. No list of names to keep beside the schema, and none missed by a
 * reading of its source.
 */
function variablesTheSchemaReads(): string[] {
  const read = new Set<string>();
  const record = (name: string | symbol) => {
    if (typeof name === 'string') read.add(name);
  };
  const environment = new Proxy({} as Record<string, string | undefined>, {
    get: (_, name) => {
      record(name);
      return undefined;
    },
    has: (_, name) => {
      record(name);
      return false;
    },
  });
  loadConfig(environment);
  return [...read].sort();
}

/** `NAME=value` lines, set or commented out (`# NAME=default`). */
function exampleVariables(): string[] {
  return [...readText('.env.example').matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map(
    (match) => match[1] as string,
  );
}

describe('the configuration is documented', () => {
  const variables = variablesTheSchemaReads();

  it('reads the variables of the environment (the test sees the schema)', () => {
    expect(variables).toEqual(expect.arrayContaining(['PORT', 'DATABASE_URL', 'MP_BAIC_WEBHOOK_SECRET']));
  });

  it('lists every variable in .env.example, and nothing the server does not read', () => {
    const example = exampleVariables();
    expect(variables.filter((name) => !example.includes(name))).toEqual([]);
    expect(example.filter((name) => !variables.includes(name))).toEqual([]);
    expect(example.filter((name, index) => example.indexOf(name) !== index)).toEqual([]);
  });

  it('describes every variable in docs/configuration.md', () => {
    const documented = new Set(
      [...readText('docs/configuration.md').matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1]),
    );
    expect(variables.filter((name) => !documented.has(name))).toEqual([]);
  });
});
