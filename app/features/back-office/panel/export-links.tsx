import { EXPORT_FORMAT_KEY } from '#domain/back-office/export-columns';
import { buttonClass } from '../../../components/button';

/** The same list as an Excel workbook (docs/decisions/0074): the CSV's address with `formato=xlsx`. */
export const xlsxHref = (csvHref: string) =>
  `${csvHref}${csvHref.includes('?') ? '&' : '?'}${EXPORT_FORMAT_KEY}=xlsx`;

/**
 * A list's "Descargar CSV" and "Descargar Excel" beside its filters: the export's address with the list's query, so
 * the file holds what the filters show (every page). A file, not a page: the browser downloads it.
 */
export function ExportLinks({ csvHref }: { csvHref: string }) {
  return (
    <span className="admin-export-links">
      <a href={csvHref} className={buttonClass('secondary', 'sm')} download>
        Descargar CSV
      </a>
      <a href={xlsxHref(csvHref)} className={buttonClass('secondary', 'sm')} download>
        Descargar Excel
      </a>
    </span>
  );
}
