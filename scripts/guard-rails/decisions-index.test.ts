/** docs/decisions/README.md indexes every record, and every record says its status and date as the template does. */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, readText } from './repository-files';

const FOLDER = 'docs/decisions';
const records = fs
  .readdirSync(path.join(ROOT, FOLDER))
  .filter((name) => /^\d{4}-.+\.md$/.test(name))
  .sort();

describe('docs/decisions', () => {
  it('holds records (the test sees them)', () => {
    expect(records).toContain('0001-hono-serves-react-router.md');
  });

  it('lists every record in its index, once, by number, title and status', () => {
    const rows = new Map<string, { number: string; title: string; status: string }>();
    for (const [, number = '', title = '', file = '', status = ''] of readText(
      `${FOLDER}/README.md`,
    ).matchAll(/^\| (\d{4}) \| \[([^\]]+)\]\(([^)]+)\) \| (.+) \|$/gm)) {
      expect(rows.has(file), `${file} is listed twice`).toBe(false);
      rows.set(file, { number, title, status });
    }
    expect([...rows.keys()].sort()).toEqual(records);
    for (const [file, row] of rows) {
      const [heading = '', ...rest] = readText(`${FOLDER}/${file}`).split('\n');
      expect(file.slice(0, 4), file).toBe(row.number);
      expect(heading, file).toBe(`# ${Number(row.number)}. ${row.title}`);
      // Accepted, superseded or proposed: the index says what the record says.
      const recordStatus = rest.find((line) => line.startsWith('Status: ')) ?? '';
      expect(row.status.split(/[;,. ]/)[0], file).toBe(
        recordStatus.slice('Status: '.length).split(/[;,. ]/)[0],
      );
    }
  });

  it('gives every record a status and a date, and keeps a template that asks for both', () => {
    const template = readText(`${FOLDER}/template.md`);
    expect(template).toMatch(/^Status: .+\. Date: .+$/m);
    for (const record of records) {
      const opening = readText(`${FOLDER}/${record}`).split('\n').slice(0, 6).join('\n');
      expect(opening, record).toMatch(/^Status: [a-z]/m);
      expect(opening, record).toMatch(/Date: \d{4}-\d{2}-\d{2}/);
    }
  });
});
