/**
 * Every action the code writes to the audit log has its Spanish words (docs/decisions/0069). The writers' type
 * (`AuditAction`) already refuses an unknown action; this reads the source as well, so an action that reaches the log
 * through a cast or a plain string is caught too.
 */
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTION_LABELS, isAuditAction } from '#domain/back-office/audit-actions';
import { repositoryFiles, textFiles } from './repository-files';

/** `action: 'lead.status'`, `audit: cond ? 'a.b' : 'c.d'`, `action: \`stock_unit.photo_${…}\``. */
const ACTION_PROPERTY = /\b(?:action|audit)\s*:\s*([^\n]*)/g;
const QUOTED_ACTION = /'([a-z_]+\.[a-z_]+)'/g;
const TEMPLATE_PREFIX = /`([a-z_]+\.[a-z_]*)\$\{/g;

function writtenActions() {
  const sources = repositoryFiles().filter(
    (file) => /^(app|server)\//.test(file) && /\.tsx?$/.test(file) && !/\.test\.tsx?$|fixtures/.test(file),
  );
  const literals = new Map<string, string>();
  const prefixes = new Map<string, string>();
  for (const [file, text] of textFiles(sources)) {
    // The card-payment gateways' notifications carry an `action` of their own, never written to the audit log.
    if (file.startsWith('server/payments/')) continue;
    for (const [, expression = ''] of text.matchAll(ACTION_PROPERTY)) {
      for (const [, action = ''] of expression.matchAll(QUOTED_ACTION)) literals.set(action, file);
      for (const [, prefix = ''] of expression.matchAll(TEMPLATE_PREFIX)) prefixes.set(prefix, file);
    }
  }
  return { literals, prefixes };
}

describe('audit action labels', () => {
  it('name every action the code writes', () => {
    const { literals, prefixes } = writtenActions();
    expect(literals.size).toBeGreaterThan(30);
    const unnamed = [...literals]
      .filter(([action]) => !isAuditAction(action))
      .map(([a, file]) => `${a} (${file})`);
    expect(unnamed).toEqual([]);
    const codes = Object.keys(AUDIT_ACTION_LABELS);
    const unnamedPrefixes = [...prefixes.keys()].filter(
      (prefix) => !codes.some((code) => code.startsWith(prefix)),
    );
    expect(unnamedPrefixes).toEqual([]);
  });

  it('are words, not codes', () => {
    for (const [code, label] of Object.entries(AUDIT_ACTION_LABELS)) {
      expect(label).not.toBe(code);
      expect(label).toMatch(/^[A-ZÁÉÍÓÚ][^.]*$/);
    }
  });
});
