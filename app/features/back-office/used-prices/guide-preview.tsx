import { STAFF_PATHS } from '#domain/back-office/staff-accounts';
import { USED_GUIDE_TEXT_FIELD, type UsedGuidePreview } from '#domain/back-office/used-guide-csv';
import { formatMoney } from '#domain/shared/money';
import { Link } from '../../../components/link';
import { FormActions } from '../panel/admin-fields';
import { countOf } from '../panel/admin-list';
import { StaffForm } from '../panel/csrf';
import { ScrollRegion } from '../panel/list-table';
import './used-prices.css';
import { Amount } from '../panel/admin-list';

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
      <GuideFlagsList flags={preview.flags} />
      {preview.sample.length > 0 && (
        <ScrollRegion label="Primeras filas aceptadas">
          <table className="admin-table admin-table--narrow">
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
                  <td>
                    <Amount>{formatMoney(row.price, 'ars')}</Amount>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
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

/** What the file adds or nearly repeats, before it is applied (docs/decisions/0074). */
function GuideFlagsList({ flags }: { flags: UsedGuidePreview['flags'] }) {
  if (
    flags.newBrands.length === 0 &&
    flags.newVersionCount === 0 &&
    flags.nearDuplicates.length === 0 &&
    flags.removedVersionCount === 0
  )
    return null;
  return (
    <div className="admin-guide-flags">
      {flags.newBrands.length > 0 && (
        <p>
          <strong>Marcas nuevas (piden confirmación):</strong> {flags.newBrands.join(', ')}
        </p>
      )}
      {flags.nearDuplicates.length > 0 && (
        <>
          <h3>Casi iguales a otras de la guía</h3>
          <ul>
            {flags.nearDuplicates.map((pair) => (
              <li
                key={pair.name}
              >{`«${pair.name}» se parece a «${pair.existing}», que ya está en la guía.`}</li>
            ))}
          </ul>
        </>
      )}
      {flags.removedVersionCount > 0 && (
        <details>
          <summary>{`Eliminadas de la guía: ${flags.removedVersionCount}`}</summary>
          <p>
            El archivo actualiza sus precios, pero siguen eliminadas: nadie las puede cotizar hasta que las
            restaures desde la lista de versiones.
          </p>
          <ul>
            {flags.removedVersions.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </details>
      )}
      {flags.newVersionCount > 0 && (
        <details>
          <summary>{`Versiones nuevas: ${flags.newVersionCount}`}</summary>
          <ul>
            {flags.newVersions.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
