import { importStockCsv } from '../server/catalogue/stock-import';
import { tidyCatalogueTables } from '../server/db/maintenance';
import { runCsvImport } from './lib/run-csv-import';

// `npm run import:stock -- FILE.csv`: creates or updates stock units from the dealer system's CSV export.

process.exitCode = await runCsvImport({
  usage: 'npm run import:stock -- ARCHIVO.csv',
  async run(handle, csvText) {
    const report = await importStockCsv(handle.db, csvText);
    await tidyCatalogueTables(handle);
    return report;
  },
  rowName: (row) => (row.chassis ? `chasis ${row.chassis}` : 'sin chasis'),
});
