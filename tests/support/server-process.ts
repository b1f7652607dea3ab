import { loadConfigOrExit } from '../../server/bootstrap';
import { runServer } from '../../server/serve-site';

/**
 * The server as `npm start` runs it (server/main.ts), from the sources and without the pages: the configuration from
 * the environment, one process or a primary and its workers (WEB_CONCURRENCY), the database, the background jobs, and
 * how it stops (server/serve-site.test.ts, server/cluster.postgres-test.ts).
 */
await runServer(loadConfigOrExit());
