import { importStockCsv } from '../server/catalogue/stock-import';
import { tidyCatalogueTables } from '../server/db/maintenance';
import { type Command, runAsProgram } from './lib/command';
import { runCsvImport } from './lib/run-csv-import';

// `npm run import:stock -- FILE.csv`: creates or updates stock units from the dealer system's CSV export.

export const importStock: Command = (args, context) =>
  runCsvImport(
    {
      usage: 'npm run import:stock -- ARCHIVO.csv',
      async run(handle, csvText) {
        const report = await importStockCsv(handle.db, csvText);
        await tidyCatalogueTables(handle);
        return report;
      },
      rowName: (row) => (row.chassis ? `chasis ${row.chassis}` : 'sin chasis'),
      summary: (report) =>
        report.versions
          ? [`Versiones actualizadas (carrocería, combustible o transmisión): ${report.versions.join(', ')}`]
          : [],
    },
    args,
    context,
  );

runAsProgram(import.meta.url, importStock);
