import { importGuideCsv } from '../server/dealership';
import { type Command, runAsProgram } from './lib/command';
import { runCsvImport } from './lib/run-csv-import';

// `npm run import:guide -- FILE.csv`: creates or updates the used-vehicle catalogue and its guide prices from a CSV
// (brand, model, codia, description, year, price).

export const importGuide: Command = (args, context) =>
  runCsvImport(
    {
      usage: 'npm run import:guide -- ARCHIVO.csv',
      run: (handle, csvText) => importGuideCsv(handle.db, csvText),
      rowName: (row) => (row.codia ? `codia ${row.codia}` : 'sin codia'),
      summary: (report) => {
        const { brands, models, versions } = report.catalogue;
        return [
          `Nuevas en el catálogo de usados: marcas ${brands}, modelos ${models}, versiones ${versions}`,
        ];
      },
    },
    args,
    context,
  );

runAsProgram(import.meta.url, importGuide);
