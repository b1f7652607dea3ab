import type { StockPreview } from '#domain/back-office/stock-editing';
import { FileField, FormActions } from '../panel/admin-fields';
import { Badge } from '../panel/admin-list';
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
        help="La exportación del sistema de la concesionaria, con una fila por unidad. Vas a ver el resultado de cada fila antes de aplicar nada."
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
      <div className="stock-preview__scroll">
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
                  {row.accepted ? (
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
      </div>
      {preview.accepted > 0 && (
        <StaffForm className="admin-form">
          <input type="hidden" name="intent" value="apply" />
          <input type="hidden" name="upload" value={preview.upload} />
          <FormActions
            submitLabel={
              preview.accepted === 1
                ? 'Aplicar la fila aceptada'
                : `Aplicar las ${preview.accepted} filas aceptadas`
            }
          />
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
