export {
  type CsvContents,
  type CsvLayout,
  type CsvLine,
  type CsvRecord,
  decodeCsvFile,
  NotCsvError,
  readCsv,
} from './read-csv';
