import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../tests/support/test-database';
import type { DatabaseHandle } from './client';
import { BACKGROUND_JOBS_LOCK, runAsLeader } from './leadership';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

describe('runAsLeader in a process alone on its database', () => {
  it('runs the work as soon as it holds the lock, and stops it for good when stopped', async () => {
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
    try {
      // The lock is free: the process takes it and starts the work, however slow the database is to answer.
      await vi.waitFor(() => expect(events).toEqual(['started']), { timeout: 10_000 });
    } finally {
      await leadership.stop();
    }
    expect(events).toEqual(['started', 'stopped']);

    // Stopped for good: many retry intervals later, nothing has started again.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(events).toEqual(['started', 'stopped']);
  });
});
