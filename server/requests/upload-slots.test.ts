import { describe, expect, it } from 'vitest';
import { createUploadSlots } from './upload-slots';

describe('createUploadSlots', () => {
  it('hands a freed place to the upload waiting longest, and gives up after the wait', async () => {
    const slots = createUploadSlots(1, 50);
    const release = await slots.acquire();
    expect(release).not.toBeNull();
    const waiting = slots.acquire();
    expect(slots.waiting).toBe(1);
    release?.();
    const next = await waiting;
    expect(next).not.toBeNull();
    expect(slots.inFlight).toBe(1);
    expect(await slots.acquire()).toBeNull();
    expect(slots.waiting).toBe(0);
    next?.();
    next?.();
    expect(slots.inFlight).toBe(0);
  });

  it('serves the waiting uploads in the order they came', async () => {
    const slots = createUploadSlots(1, 60_000);
    const first = await slots.acquire();
    const served: string[] = [];
    const second = slots.acquire().then((release) => {
      served.push('second');
      return release;
    });
    const third = slots.acquire().then((release) => {
      served.push('third');
      return release;
    });
    first?.();
    (await second)?.();
    (await third)?.();
    expect(served).toEqual(['second', 'third']);
    expect(slots.inFlight).toBe(0);
  });
});
