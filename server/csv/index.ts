export {
  CSV_SEPARATOR,
  csvCell,
  csvLine,
  csvText,
  exportFile,
  XLSX_CONTENT_TYPE,
  xlsxBytes,
} from './export-file';
export {
  type CsvContents,
  type CsvLayout,
  type CsvLine,
  type CsvRecord,
  decodeCsvFile,
  NotCsvError,
  readCsv,
} from './read-csv';
