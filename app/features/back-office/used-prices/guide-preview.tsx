import { STAFF_PATHS } from '#domain/back-office/staff-accounts';
import { USED_GUIDE_TEXT_FIELD, type UsedGuidePreview } from '#domain/back-office/used-guide-csv';
import { formatMoney } from '#domain/shared/money';
import { Link } from '../../../components/link';
import { FormActions } from '../panel/admin-fields';
import { countOf } from '../panel/admin-list';
import { StaffForm } from '../panel/csrf';
import './used-prices.css';

/** How many rejected rows the preview lists; the rest are counted. */
const REJECTED_SHOWN = 200;

const rowsText = (count: number) => countOf(count, 'fila', 'filas');

/**
 * The per-row report of an uploaded guide, before anything is applied, and the form that applies its good rows. The
 * file's text goes back in the form (a multipart post, as the upload was), and the server checks it again.
 */
export function GuidePreview({ preview, csvText }: { preview: UsedGuidePreview; csvText: string }) {
  const shown = preview.rejected.slice(0, REJECTED_SHOWN);
  return (
    <section className="admin-card" aria-labelledby="vista-previa">
      <h2 id="vista-previa">Vista previa del archivo</h2>
      <p>
        <strong>{`${rowsText(preview.accepted)} aceptadas`}</strong>
        {` · ${rowsText(preview.rejected.length)} con errores`}
      </p>
      {preview.sample.length > 0 && (
        <div className="admin-table-scroll">
          <table className="admin-table">
            <caption>Primeras filas aceptadas</caption>
            <thead>
              <tr>
                <th scope="col">Línea</th>
                <th scope="col">Codia</th>
                <th scope="col">Versión</th>
                <th scope="col">Año</th>
                <th scope="col">Precio</th>
              </tr>
            </thead>
            <tbody>
              {preview.sample.map((row) => (
                <tr key={row.line}>
                  <td>{row.line}</td>
                  <td>{row.codia}</td>
                  <td>{`${row.brand} ${row.model} · ${row.description}`}</td>
                  <td>{row.year}</td>
                  <td>{formatMoney(row.price, 'ars')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {shown.length > 0 && (
        <>
          <h3>Filas con errores (no se aplican)</h3>
          <ul className="admin-list">
            {shown.map((row) => (
              <li key={row.line} className="admin-list__item">
                <p className="admin-list__meta">{`Línea ${row.line}: ${row.reasons.join('; ')}.`}</p>
              </li>
            ))}
          </ul>
          {preview.rejected.length > shown.length && (
            <p>{`Y ${rowsText(preview.rejected.length - shown.length)} más con errores.`}</p>
          )}
        </>
      )}
      {preview.accepted > 0 && (
        <StaffForm className="admin-form" method="post" encType="multipart/form-data">
          <input type="hidden" name="intent" value="apply" />
          <input type="hidden" name={USED_GUIDE_TEXT_FIELD} value={csvText} />
          <FormActions submitLabel={`Aplicar ${rowsText(preview.accepted)} aceptadas`}>
            <Link to={STAFF_PATHS.usedPrices}>Cancelar</Link>
          </FormActions>
        </StaffForm>
      )}
    </section>
  );
}
