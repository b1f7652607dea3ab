import { openDatabase } from '../../server/db/client';
import { runAsLeader } from '../../server/db/leadership';

/**
 * A process that leads as a server does, on LEADER_DATABASE_URL under LEADER_LOCK, and prints "leading" once it runs
 * the work; it runs until it is killed (server/db/leadership.postgres-test.ts kills it).
 */
const url = process.env.LEADER_DATABASE_URL;
const lock = process.env.LEADER_LOCK;
if (!url || !lock) throw new Error('LEADER_DATABASE_URL and LEADER_LOCK are needed');
const handle = await openDatabase({ url });
runAsLeader(
  handle,
  lock,
  () => {
    console.log('leading');
    return { stop: async () => {} };
  },
  { retryMs: 100 },
);
