/**
 * The sweep of files no row names (docs/decisions/0046), in both storages, with the kinds the server sweeps: the back
 * office's media, the CVs and the stock file's previews. Ages are told by moving the sweep's clock past the grace
 * period, as a bucket's stored times can't be set back.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffActor } from '#domain/back-office/staff';
import {
  createFamily,
  createStockUnit,
  createVersion,
  insertBrands,
  uniqueChassis,
} from '../../tests/support/factories';
import { mp4Bytes, pictureBytes } from '../../tests/support/media-files';
import { type S3StandIn, startS3StandIn } from '../../tests/support/s3-stand-in';
import { createStaffMember } from '../../tests/support/staff-sessions';
import { createTestDatabase } from '../../tests/support/test-database';
import { catalogueEditingSource, stockPreviewFiles } from '../catalogue-editing';
import type { DatabaseHandle } from '../db/client';
import { families, jobApplications, news, stockUnitPhotos, stories } from '../db/schema';
import { cvFiles } from '../leads';
import { storeCv } from '../leads/cv-storage';
import { mediaFiles, putBytes, storeImage, storeVideo } from '../media';
import {
  createFolderStorage,
  createS3Storage,
  type FileStorage,
  type KeptFiles,
  sweepUnnamedFiles,
  UNNAMED_FILE_GRACE_MS,
} from '.';

let handle: DatabaseHandle;
let scratch: string;
let s3: S3StandIn;
let admin: StaffActor;
let shade = 0;

beforeAll(async () => {
  handle = await createTestDatabase();
  await insertBrands(handle.db);
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'territorio-sweep-'));
  s3 = await startS3StandIn();
  admin = { member: await createStaffMember(handle.db, { role: 'admin' }), ipAddress: '127.0.0.1' };
});
afterAll(async () => {
  await handle.close();
  await s3.close();
  fs.rmSync(scratch, { recursive: true, force: true });
});

/** The sweep's clock once the files stored now are past their grace period. */
const pastTheGrace = () => new Date(Date.now() + UNNAMED_FILE_GRACE_MS + 60 * 60 * 1000);

const keyOf = (address: string) => address.replace(/^\//, '');

/** A picture no other is: noise, so two never come out as the same stored file. */
const picture = async (preset: Parameters<typeof storeImage>[2], storage: FileStorage) =>
  storeImage(
    storage,
    await sharp({
      create: {
        width: 320,
        height: 240,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .jpeg()
      .toBuffer(),
    preset,
  );

const storages: [string, () => FileStorage][] = [
  ['a folder (DATA_DIR/uploads)', () => createFolderStorage(path.join(scratch, 'uploads'))],
  ['an S3-compatible bucket', () => createS3Storage(s3.options)],
];

describe.each(storages)('the sweep of files no row names, in %s', (_name, storage) => {
  const kinds = (): KeptFiles[] => [mediaFiles(handle.db), cvFiles(handle.db), stockPreviewFiles];

  it('keeps every medium a row names, even a removed one that can be restored; removes the others past the grace', async () => {
    const files = storage();
    const newsPicture = await picture('news', files);
    const poster = await picture('storyPoster', files);
    const video = await storeVideo(files, mp4Bytes(2_000 + ++shade));
    const model = await picture('model', files);
    const photo = await picture('unitPhoto', files);
    const thumbnail = await picture('unitThumbnail', files);
    const linked = await picture('news', files);
    const replaced = await picture('news', files);
    const orphan = await picture('bannerDesktop', files);

    const [item] = await handle.db
      .insert(news)
      .values({
        brandId: 1,
        title: 'Nueva Amarok',
        slug: `nueva-amarok-${++shade}`,
        // A picture a news body links to is named too.
        content: `Mirá [la foto](${linked.path}).`,
        type: 'news',
        images: [replaced],
        displayDate: new Date(),
      })
      .returning();
    // The news item's picture is replaced: the first one is named by nothing any more.
    await handle.db
      .update(news)
      .set({ images: [newsPicture] })
      .where(eq(news.id, item?.id ?? 0));
    await handle.db.insert(stories).values({
      brandId: 1,
      title: 'Amarok',
      slugUrl: `amarok-${++shade}`,
      category: 'Lanzamientos',
      videoPath: video.path,
      posterPath: poster.path,
    });
    const family = await createFamily(handle.db, { brandId: 1, family: `F${++shade}`, name: 'Modelo' });
    await handle.db.update(families).set({ image: model.path }).where(eq(families.id, family.id));
    const unit = await createStockUnit(handle.db, { brandId: 1 });
    await handle.db
      .insert(stockUnitPhotos)
      .values({ chassis: unit.chassis, position: 1, photo, thumbnail, deletedAt: new Date() });

    const named = [newsPicture, poster, video, model, photo, thumbnail, linked];
    const exists = async (address: string) => (await files.size(keyOf(address))) !== null;

    // Stored within the grace period, nothing goes, named or not: a row may be being written.
    expect(await sweepUnnamedFiles(files, kinds())).toEqual({});
    expect(await exists(orphan.path)).toBe(true);

    const removed = await sweepUnnamedFiles(files, kinds(), { now: pastTheGrace() });
    for (const file of named) expect(await exists(file.path), file.path).toBe(true);
    expect(await exists(orphan.path)).toBe(false);
    expect(await exists(replaced.path)).toBe(false);
    // Other tests' files in this storage may go too; these two at least.
    expect(removed['media/']).toBeGreaterThanOrEqual(2);
  });

  it('removes a CV whose application was never saved, past the grace, and keeps those of saved applications', async () => {
    const files = storage();
    const cv = async () => {
      const received = path.join(scratch, `received-${++shade}.pdf`);
      fs.writeFileSync(received, `%PDF-1.4 currículum ${shade}`);
      return storeCv(files, received, { ext: 'pdf', mimeType: 'application/pdf' });
    };
    const saved = await cv();
    const unsaved = await cv();
    await handle.db.insert(jobApplications).values({
      name: 'Ana',
      lastname: 'Pérez',
      cellphone: '2615551234',
      email: 'ana@example.com',
      cvPath: saved.key,
      cvMimeType: 'application/pdf',
      cvBytes: 24,
    });

    await sweepUnnamedFiles(files, kinds());
    expect(await files.size(unsaved.key)).not.toBeNull();

    await sweepUnnamedFiles(files, kinds(), { now: pastTheGrace() });
    expect(await files.size(saved.key)).not.toBeNull();
    expect(await files.size(unsaved.key)).toBeNull();
  });

  it('removes a stock file’s preview never applied once past the grace: its confirmation then asks for the file again', async () => {
    const files = storage();
    const source = catalogueEditingSource({ db: handle.db, storage: files });
    const family = await createFamily(handle.db, { brandId: 1, family: `SWEEP${++shade}`, name: 'Sweep' });
    await createVersion(handle.db, { familyId: family.id, name: 'Highline' });
    const csv = (chassis: string) =>
      new TextEncoder().encode(
        `chassis,brand,family,version,color,location,model_year,doors,list_price,discount\n${chassis},volkswagen,${family.family},Highline,Gris,Godoy Cruz,2026,4,61000000,0\n`,
      );
    const young = await source.previewStock(admin, { bytes: csv(uniqueChassis()), name: 'stock.csv' });
    if (!young.ok) throw new Error(young.message);

    await sweepUnnamedFiles(files, kinds());
    const applied = await source.applyStock(admin, { upload: young.preview.upload });
    expect(applied.ok).toBe(true);

    const old = await source.previewStock(admin, { bytes: csv(uniqueChassis()), name: 'stock.csv' });
    if (!old.ok) throw new Error(old.message);
    const removed = await sweepUnnamedFiles(files, kinds(), { now: pastTheGrace() });
    expect(removed['stock-uploads/']).toBeGreaterThanOrEqual(1);
    const gone = await source.applyStock(admin, { upload: old.preview.upload });
    expect(gone).toMatchObject({
      ok: false,
      status: 409,
      message: 'Volvé a subir el archivo: esta vista previa ya se aplicó o venció.',
    });
  });

  it('leaves alone a file of the folder the site did not store, and removes no more than a run’s share', async () => {
    const files = storage();
    const foreign = path.join(scratch, `foreign-${++shade}.txt`);
    fs.writeFileSync(foreign, 'de otro');
    const foreignKey = `media/otros/notas-${shade}.txt`;
    await files.putFile(foreignKey, foreign, 'text/plain');
    const orphans = [await picture('popup', files), await picture('popup', files)];

    const removed = await sweepUnnamedFiles(files, [mediaFiles(handle.db)], {
      now: pastTheGrace(),
      maxRemovals: 1,
    });
    expect(removed).toEqual({ 'media/': 1 });
    expect(await files.size(foreignKey)).not.toBeNull();
    await sweepUnnamedFiles(files, [mediaFiles(handle.db)], { now: pastTheGrace() });
    for (const orphan of orphans) expect(await files.size(keyOf(orphan.path))).toBeNull();
    expect(await files.size(foreignKey)).not.toBeNull();
  });
});

describe('the sweep and an upload of the same picture', () => {
  it('keeps an old unnamed file that an upload stores again while the sweep runs: its row is being written', async () => {
    const root = path.join(scratch, 'race');
    const files = createFolderStorage(root);
    const bytes = await pictureBytes(320, 240, 'jpeg', ++shade % 256);
    const stored = await storeImage(files, bytes, 'news');
    const key = keyOf(stored.path);
    // Stored two days ago and named by nothing since.
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    fs.utimesSync(path.join(root, ...key.split('/')), twoDaysAgo, twoDaysAgo);

    // The same picture is uploaded again after the sweep listed the folder, before it removes anything.
    const uploadMeanwhile: KeptFiles = {
      ...mediaFiles(handle.db),
      async named() {
        await storeImage(files, bytes, 'news');
        return new Set();
      },
    };
    expect(await sweepUnnamedFiles(files, [uploadMeanwhile])).toEqual({});
    expect(await files.size(key)).not.toBeNull();
  });

  it('stores again a file already there, so its stored time is the upload’s', async () => {
    const files = createFolderStorage(path.join(scratch, 'again'));
    const key = `media/news/${'a'.repeat(32)}.webp`;
    await putBytes(files, key, new Uint8Array([1, 2, 3]), 'image/webp');
    const file = path.join(scratch, 'again', 'media', 'news', `${'a'.repeat(32)}.webp`);
    const old = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    fs.utimesSync(file, old, old);
    await putBytes(files, key, new Uint8Array([1, 2, 3]), 'image/webp');
    expect((await files.storedAt(key))?.getTime()).toBeGreaterThan(old.getTime());
  });
});
