import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../tests/support/test-database';
import type { DatabaseHandle } from './client';
import { BACKGROUND_JOBS_LOCK, runAsLeader } from './leadership';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

describe('runAsLeader in a process alone on its database', () => {
  it('runs the work at once, and stops it for good when stopped', async () => {
    const events: string[] = [];
    const leadership = runAsLeader(
      handle,
      BACKGROUND_JOBS_LOCK,
      () => {
        events.push('started');
        return { stop: async () => void events.push('stopped') };
      },
      { retryMs: 10 },
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(events).toEqual(['started']);

    await leadership.stop();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(events).toEqual(['started', 'stopped']);
  });
});
