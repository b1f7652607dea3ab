import { STOCK_UNIT_STATUS_LABELS, type StockPreview } from '#domain/back-office/stock-editing';
import { FileField, FormActions } from '../panel/admin-fields';
import { Badge } from '../panel/admin-list';
import { ChangeArrow, ConfirmationCard } from '../panel/confirmation-card';
import { StaffForm } from '../panel/csrf';
import './admin-stock.css';

/** The dealer system's export: the file is read on the server, nothing is applied until the preview is confirmed. */
export function StockFileForm({ error }: { error: string | undefined }) {
  return (
    <StaffForm className="admin-form" encType="multipart/form-data" noValidate>
      <input type="hidden" name="intent" value="preview" />
      <FileField
        id="stock-file"
        name="file"
        label="Archivo de stock (CSV)"
        accept=".csv,text/csv"
        error={error}
        help="La exportación del sistema de la concesionaria, con una fila por unidad. Las columnas body_type, fuel y transmission, si están, cambian la carrocería, el combustible y la transmisión de la versión de cada unidad. Vas a ver el resultado de cada fila antes de aplicar nada."
      />
      <FormActions submitLabel="Ver la vista previa" />
    </StaffForm>
  );
}

const changeLabel = (change: 'create' | 'update' | null) =>
  change === 'create' ? 'Aceptada: unidad nueva' : 'Aceptada: actualiza la unidad';

/** Every row of the file with what it would do or why it is rejected, and the confirmation of the good ones. */
export function StockFilePreview({ preview }: { preview: StockPreview }) {
  return (
    <section className="admin-card" aria-labelledby="vista-previa">
      <h2 id="vista-previa">Vista previa de {preview.fileName || 'el archivo'}</h2>
      <p>
        {preview.accepted === 1 ? '1 fila aceptada' : `${preview.accepted} filas aceptadas`} ·{' '}
        {preview.rejected === 1 ? '1 fila rechazada' : `${preview.rejected} filas rechazadas`}
      </p>
      {/* Focusable, so the rows can be scrolled from the keyboard on a phone. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take the focus to be scrolled by keyboard */}
      <section className="stock-preview__scroll" aria-label="Filas del archivo" tabIndex={0}>
        <table className="stock-preview">
          <caption className="sr-only">Resultado de cada fila del archivo</caption>
          <thead>
            <tr>
              <th scope="col">Fila</th>
              <th scope="col">Chasis</th>
              <th scope="col">Resultado</th>
            </tr>
          </thead>
          <tbody>
            {preview.rows.map((row) => (
              <tr key={row.line}>
                <td>{row.line}</td>
                <td className="stock-chassis">{row.chassis ?? '—'}</td>
                <td>
                  {row.accepted && row.spoken ? (
                    <>
                      <Badge tone="info">
                        {STOCK_UNIT_STATUS_LABELS[row.spoken.status]}: cambia lo que vio el comprador
                      </Badge>
                      <p className="admin-help">Los cambios, en «Confirmá el cambio».</p>
                    </>
                  ) : row.accepted ? (
                    <Badge tone="ok">{changeLabel(row.change)}</Badge>
                  ) : (
                    <>
                      <Badge tone="off">Rechazada</Badge>
                      <ul className="stock-preview__reasons">
                        {row.reasons.map((reason) => (
                          <li key={reason}>{reason}</li>
                        ))}
                      </ul>
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {preview.versions.length > 0 && (
        <section aria-labelledby="versiones-que-cambian">
          <h3 id="versiones-que-cambian">Versiones que cambian</h3>
          <p className="admin-help">
            El archivo trae la carrocería, el combustible o la transmisión de estas versiones: al aplicarlo
            cambian para todas sus unidades y en la búsqueda del sitio, como si las editaras en Modelos.
          </p>
          <dl className="admin-confirm__changes">
            {preview.versions.flatMap(({ version, changes }) =>
              changes.map((change) => (
                <div key={`${version} ${change.label}`} className="admin-confirm__change">
                  <dt>
                    {version} · {change.label}
                  </dt>
                  <dd>
                    <span className="admin-confirm__before">{change.before}</span>
                    <ChangeArrow />
                    <strong className="admin-confirm__after">{change.after}</strong>
                  </dd>
                </div>
              )),
            )}
          </dl>
        </section>
      )}
      {preview.spoken > 0 && (
        <ConfirmationCard
          confirm={{
            question: `${preview.spoken === 1 ? 'Una unidad apartada, reservada o vendida cambia' : `${preview.spoken} unidades apartadas, reservadas o vendidas cambian`} lo que su comprador ya vio («Mi reserva», el comprobante y sus e-mails). Confirmá para aplicar también esos cambios.`,
            changes: preview.rows.flatMap((row) =>
              (row.spoken?.changes ?? []).map((change) => ({
                ...change,
                label: `${row.chassis} · ${change.label}`,
              })),
            ),
            button: 'Confirmar y aplicar todo',
          }}
          values={{ intent: 'apply', upload: preview.upload }}
        />
      )}
      {preview.accepted > preview.spoken && (
        <StaffForm className="admin-form">
          <input type="hidden" name="intent" value="apply" />
          <input type="hidden" name="upload" value={preview.upload} />
          <FormActions
            submitLabel={
              preview.spoken > 0
                ? 'Aplicar sin cambiar las unidades reservadas'
                : preview.accepted === 1
                  ? 'Aplicar la fila aceptada'
                  : `Aplicar las ${preview.accepted} filas aceptadas`
            }
          />
          {preview.spoken > 0 && (
            <p className="admin-help">
              Sin la confirmación, esas unidades quedan como están y se aplica el resto de las filas
              aceptadas.
            </p>
          )}
          {preview.rejected > 0 && (
            <p className="admin-help">
              Las filas rechazadas no se aplican: corregilas y volvé a subir el archivo.
            </p>
          )}
        </StaffForm>
      )}
    </section>
  );
}
