/**
 * A backup's files in an S3-compatible bucket, and what a restore refuses before it writes anything: a file of
 * another content under one of the backup's names, a backup of the other kind of database, one of a newer version.
 */
import fs from 'node:fs';
import path from 'node:path';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pictureBytes } from '../../tests/support/media-files';
import { type S3StandIn, startS3StandIn } from '../../tests/support/s3-stand-in';
import { storeImage } from '../media';
import { createS3Storage, type FileStorage } from '../storage';
import { type BackupManifest, BackupRefused, createBackup, MANIFEST_FILE, restoreBackup } from '.';
import {
  everyRow,
  newSite,
  onPostgres,
  type Site,
  scratchFolder,
  storedFiles,
  withDatabase,
} from './backup.fixtures';

const scratch = scratchFolder();
const PDF = fs.readFileSync('tests/fixtures/cv/cv.pdf');
const CV_KEY = 'cv/2026/11/0123456789abcdef0123456789abcdef.pdf';

let origin: S3StandIn;
let other: S3StandIn;
let source: Site;
let backup: string;
const disposals: Site[] = [];

beforeAll(async () => {
  origin = await startS3StandIn('territorio-origen');
  other = await startS3StandIn('territorio-otro');
  source = await newSite(scratch, true);
  const files = createS3Storage(origin.options);
  await storeImage(files, await pictureBytes(800, 600), 'news');
  const received = path.join(scratch, 'cv.pdf');
  fs.writeFileSync(received, PDF);
  await files.putFile(CV_KEY, received, 'application/pdf');
  ({ folder: backup } = await createBackup({
    database: source.database,
    storage: files,
    destination: path.join(scratch, 'copias'),
  }));
}, 120_000);
afterAll(async () => {
  for (const site of [source, ...disposals]) await site?.dispose();
  await origin?.close();
  await other?.close();
});

async function emptySite(): Promise<Site> {
  const site = await newSite(scratch, false);
  disposals.push(site);
  return site;
}

/** Whether the site's database is still as empty as it was made. */
async function stillEmpty(site: Site): Promise<boolean> {
  if (!onPostgres) return !fs.existsSync(path.join(site.dataDir, 'pglite'));
  return Object.keys(await withDatabase(site, everyRow)).length === 0;
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(BackupRefused);
  return (error as Error).message;
}

/** A copy of the backup with its manifest changed by `edit`. */
function editedBackup(name: string, edit: (manifest: BackupManifest) => void): string {
  const folder = path.join(scratch, name);
  fs.cpSync(backup, folder, { recursive: true });
  const manifest = JSON.parse(fs.readFileSync(path.join(folder, MANIFEST_FILE), 'utf8')) as BackupManifest;
  edit(manifest);
  fs.writeFileSync(path.join(folder, MANIFEST_FILE), JSON.stringify(manifest));
  return folder;
}

describe(`a backup of files in a bucket (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('copies every file of the bucket and restores them into another, each with the type of its content', async () => {
    const target = createS3Storage(other.options);
    const site = await emptySite();
    await restoreBackup({ database: site.database, storage: target, folder: backup });

    const originals = await storedFiles(createS3Storage(origin.options));
    expect(Object.keys(originals)).toHaveLength(2);
    expect(await storedFiles(target)).toEqual(originals);
    expect(originals[CV_KEY]).toEqual(PDF);

    const client = new S3Client(other.options);
    const typeOf = async (key: string) =>
      (await client.send(new HeadObjectCommand({ Bucket: other.options.bucket, Key: key }))).ContentType;
    expect(await typeOf(CV_KEY)).toBe('application/pdf');
    const picture = Object.keys(originals).find((key) => key.startsWith('media/')) as string;
    expect(await typeOf(picture)).toBe('image/webp');
  }, 120_000);

  it('keeps the files a bucket that outlived its database still has', async () => {
    const bucket = createS3Storage(origin.options);
    const before = await storedFiles(bucket);
    const site = await emptySite();
    await restoreBackup({ database: site.database, storage: bucket, folder: backup });
    expect(await storedFiles(bucket)).toEqual(before);
    expect(await stillEmpty(site)).toBe(false);
  }, 120_000);

  it('refuses a bucket with a file of another content under one of the backup’s names, before restoring anything', async () => {
    const bucket: FileStorage = createS3Storage(other.options);
    const changed = path.join(scratch, 'otro.pdf');
    fs.writeFileSync(changed, '%PDF-1.4 otro currículum');
    await bucket.putFile(CV_KEY, changed, 'application/pdf');
    const site = await emptySite();
    const message = await refusal(
      restoreBackup({ database: site.database, storage: bucket, folder: backup }),
    );
    expect(message).toContain(`otro contenido: ${CV_KEY}`);
    expect(message).toContain('No restauré nada');
    expect(await stillEmpty(site)).toBe(true);
  }, 120_000);
});

describe('a restore refuses a backup it cannot bring back as it was', () => {
  it('of the other kind of database, naming how to restore it', async () => {
    const other = onPostgres ? 'pglite' : 'postgres';
    const folder = editedBackup('otra-base', (manifest) => {
      manifest.database.kind = other;
    });
    const site = await emptySite();
    const message = await refusal(
      restoreBackup({ database: site.database, storage: site.storage(), folder }),
    );
    expect(message).toBe(
      onPostgres
        ? 'La copia es de la base embebida (PGlite): restaurala sin DATABASE_URL, en un DATA_DIR sin base.'
        : 'La copia es de un servidor PostgreSQL: restaurala con DATABASE_URL apuntando a una base vacía.',
    );
    expect(await stillEmpty(site)).toBe(true);
  }, 120_000);

  it('of a newer version of the site, whose migrations this one does not know', async () => {
    const folder = editedBackup('mas-nueva', (manifest) => {
      manifest.database.migrations += 1;
    });
    const site = await emptySite();
    const message = await refusal(
      restoreBackup({ database: site.database, storage: site.storage(), folder }),
    );
    expect(message).toMatch(
      /^La copia es de una versión más nueva del sitio \(\d+ migraciones; esta conoce \d+\)/,
    );
    expect(await stillEmpty(site)).toBe(true);
  }, 120_000);

  it('a folder that is not a backup', async () => {
    const site = await emptySite();
    const message = await refusal(
      restoreBackup({ database: site.database, storage: site.storage(), folder: site.dataDir }),
    );
    expect(message).toBe(
      `${site.dataDir} no es una copia de seguridad: le falta manifest.json (o la copia no llegó a terminar).`,
    );
  }, 120_000);
});
