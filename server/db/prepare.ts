import type { DatabaseHandle } from './client';
import { tidyCatalogueTables } from './maintenance';
import { applyMigrations, SCHEMA_LOCK } from './migrate';
import { type DemoDataOptions, type LoadedArea, loadDemoDataWhereEmpty } from './seed/demo-data';

/**
 * What a starting server does to its database, one process at a time: applies the migrations, loads the demo data into
 * each empty area, and tidies the catalogue tables. A process that starts while another is at it waits, then finds the
 * tables and the data there and loads nothing (docs/decisions/0019).
 */
export function prepareDatabase(handle: DatabaseHandle, demo: DemoDataOptions = {}): Promise<LoadedArea[]> {
  return handle.exclusively(SCHEMA_LOCK, async () => {
    await applyMigrations(handle);
    const loaded = await loadDemoDataWhereEmpty(handle.db, demo);
    await tidyCatalogueTables(handle);
    return loaded;
  });
}
