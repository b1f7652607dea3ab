/**
 * The back office's uploads go through a queue with a few places (docs/decisions/0046): an upload past them waits for
 * one, and past its wait is answered 503 with Retry-After, nothing of it kept. Through the real app and a unit's photo
 * page, with the places and the wait lowered.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createStockUnit, insertBrands } from '../../tests/support/factories';
import { pictureBytes } from '../../tests/support/media-files';
import { adminPagesTestBed, createPagesTestApp, type PagesTestApp } from '../../tests/support/pages-app';
import {
  createStaffMember,
  type StaffBrowser,
  signedIn,
  staffUpload,
} from '../../tests/support/staff-sessions';
import { stockUnitPhotos } from '../db/schema';
import { createMediaUploadQueue, MEDIA_UPLOADS_BUSY_MESSAGE } from '.';

// One place; an upload waits a fifth of a second for it before it is refused.
const pages = adminPagesTestBed({
  uploads: true,
  mediaUploads: createMediaUploadQueue({ places: 1, waitMs: 200 }),
});
// The same pages where an upload waits as long as it takes.
const patientQueue = createMediaUploadQueue({ places: 1, waitMs: 600_000 });
let patient: PagesTestApp;
let editor: StaffBrowser;

beforeAll(async () => {
  await insertBrands(pages.db);
  editor = await signedIn(pages.db, await createStaffMember(pages.db, { role: 'content' }));
  patient = await createPagesTestApp(pages.db, {
    env: { DATA_DIR: pages.dataDir },
    mediaUploads: patientQueue,
  });
});

let shade = 0;
async function photoPost(): Promise<RequestInit> {
  const photo = new File([new Uint8Array(await pictureBytes(400, 300, 'jpeg', ++shade))], 'IMG.jpg', {
    type: 'image/jpeg',
  });
  return staffUpload(editor, { intent: 'upload', photos: [photo] });
}

/**
 * A photo post whose body arrives in two parts: the first when the server starts reading it (so the upload holds its
 * place), the rest only on `finish()`.
 */
async function slowPhotoPost() {
  const whole = new Response((await photoPost()).body as FormData);
  const contentType = whole.headers.get('content-type') ?? '';
  const bytes = new Uint8Array(await whole.arrayBuffer());
  let reading: () => void = () => {};
  const started = new Promise<void>((resolve) => {
    reading = resolve;
  });
  let finish: () => void = () => {};
  let sent = false;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent) return;
      sent = true;
      controller.enqueue(bytes.subarray(0, 100));
      reading();
      finish = () => {
        controller.enqueue(bytes.subarray(100));
        controller.close();
      };
    },
  });
  const init = await photoPost();
  return {
    init: {
      ...init,
      headers: { ...(init.headers as Record<string, string>), 'content-type': contentType },
      body,
      duplex: 'half',
    } as RequestInit,
    started,
    finish: () => finish(),
  };
}

const photosOf = (chassis: string) =>
  pages.db.select().from(stockUnitPhotos).where(eq(stockUnitPhotos.chassis, chassis));

describe('the back office’s uploads, a few at a time', () => {
  it('answers an upload past the places 503 with Retry-After once its wait is over, and keeps nothing of it', async () => {
    const unit = await createStockUnit(pages.db, { brandId: 1 });
    const address = `/admin/stock/${unit.chassis}`;
    const slow = await slowPhotoPost();
    const first = pages.app.request(address, slow.init);
    await slow.started;

    const refused = await pages.app.request(address, await photoPost());
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('30');
    expect(await refused.text()).toBe(MEDIA_UPLOADS_BUSY_MESSAGE);

    slow.finish();
    expect((await first).status).toBe(200);
    expect(await photosOf(unit.chassis)).toHaveLength(1);
    // The place is free again.
    expect((await pages.app.request(address, await photoPost())).status).toBe(200);
    expect(await photosOf(unit.chassis)).toHaveLength(2);
  });

  it('lets an upload past the places wait for one, and then keeps it', async () => {
    const unit = await createStockUnit(pages.db, { brandId: 1 });
    const address = `/admin/stock/${unit.chassis}`;
    const slow = await slowPhotoPost();
    const first = patient.request(address, slow.init);
    await slow.started;

    const waiting = patient.request(address, await photoPost());
    // The second upload is in the queue, its body not read yet, before the first one's body ends.
    for (let i = 0; i < 500 && patientQueue.waiting === 0; i++) await new Promise((r) => setTimeout(r, 10));
    expect(patientQueue.waiting).toBe(1);
    slow.finish();
    expect((await first).status).toBe(200);
    expect((await waiting).status).toBe(200);
    expect(await photosOf(unit.chassis)).toHaveLength(2);
  });
});
