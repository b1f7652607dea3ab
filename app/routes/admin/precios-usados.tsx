import { data } from 'react-router';
import { CONFIRMED_FIELD } from '#domain/back-office/confirmations';
import {
  GUIDE_COLUMN_HELP,
  GUIDE_CSV_COLUMNS,
  USED_GUIDE_EXAMPLE_CSV,
  USED_GUIDE_EXAMPLE_FILE_NAME,
  USED_GUIDE_FILE_FIELD,
  USED_GUIDE_TEXT_FIELD,
  type UsedGuidePreview,
} from '#domain/back-office/used-guide-csv';
import { GUIDE_ENTRY_NOT_FOUND } from '#domain/back-office/used-guide-entries';
import {
  guideEntryCodiaSchema,
  parseGuideEntriesQuery,
} from '#domain/back-office/used-guide-entries-schemas';
import { formatNumber } from '#domain/shared/numbers';
import { usedGuideContext } from '../../context';
import { FileField, FormActions } from '../../features/back-office/panel/admin-fields';
import {
  ActionNotice,
  AdminErrorBoundary,
  AdminPageHeader,
  adminMeta,
} from '../../features/back-office/panel/admin-frame';
import { ConfirmationCard } from '../../features/back-office/panel/confirmation-card';
import { StaffForm } from '../../features/back-office/panel/csrf';
import { QueryIssues } from '../../features/back-office/panel/filtered-list';
import {
  type FormAnswer,
  fileOf,
  postedForm,
  refusalOf,
  textOf,
} from '../../features/back-office/panel/form-answers';
import { requireStaff } from '../../features/back-office/panel/guard.server';
import {
  GuideEntriesFiltersLater,
  GuideEntriesResultsLater,
  GuidePreviewLater,
} from '../../features/back-office/used-prices/guide-later';
import type { Route } from './+types/precios-usados';

export const meta = () => adminMeta('Precios de usados');

export async function loader(args: Route.LoaderArgs) {
  const { actor } = requireStaff(args, 'prices.edit');
  const guide = args.context.get(usedGuideContext);
  const { filters, issues } = parseGuideEntriesQuery(args.url.searchParams);
  const [summary, entries] = await Promise.all([guide.summary(actor), guide.entries(actor, filters)]);
  return { summary, entries, filters, issues };
}

interface GuideAnswer extends FormAnswer {
  preview?: UsedGuidePreview;
  /** The previewed file's text, posted back to apply it. */
  csvText?: string;
  /** What a confirmation posts again. */
  values?: Record<string, string>;
}

/**
 * Two steps (docs/product.md §6): `preview` reads the chosen file and reports each row, changing nothing; `apply`
 * receives the same text back and applies its good rows. Keeping the text in the page rather than in a stored upload
 * leaves nothing behind when the staff member walks away, and is safe because the server checks it again in full.
 * `remove` takes one version out of the guide once confirmed, `restore` puts it back (docs/decisions/0074).
 */
export async function action(args: Route.ActionArgs) {
  const { actor } = requireStaff(args, 'prices.edit');
  const guide = args.context.get(usedGuideContext);
  const form = await postedForm(args.request);
  const intent = form.get('intent');
  if (intent === 'preview') {
    const bytes = await fileOf(form, USED_GUIDE_FILE_FIELD);
    if (!bytes) {
      const message = 'Elegí el archivo CSV de la guía.';
      return data<GuideAnswer>({ ok: false, message, fieldErrors: { file: message } }, { status: 400 });
    }
    const result = await guide.preview(actor, bytes);
    if (!result.ok) return data<GuideAnswer>(refusalOf(result), { status: result.status });
    return data<GuideAnswer>({
      ok: true,
      message: result.message,
      preview: result.preview,
      csvText: result.csvText,
    });
  }
  if (intent === 'apply') {
    const csvText = textOf(form, USED_GUIDE_TEXT_FIELD);
    const result = await guide.apply(actor, csvText, textOf(form, CONFIRMED_FIELD) === '1');
    if (result.ok) return data<GuideAnswer>({ ok: true, message: result.message });
    // A confirmation posts the same file's text again.
    const values = { intent: 'apply', [USED_GUIDE_TEXT_FIELD]: csvText };
    return data<GuideAnswer>(
      { ...refusalOf(result), ...(result.confirm ? { values } : {}) },
      { status: result.status },
    );
  }
  if (intent === 'remove' || intent === 'restore') {
    const codia = guideEntryCodiaSchema.safeParse(textOf(form, 'id'));
    if (!codia.success)
      return data<GuideAnswer>({ ok: false, message: GUIDE_ENTRY_NOT_FOUND }, { status: 404 });
    const result =
      intent === 'remove'
        ? await guide.remove(actor, codia.data, textOf(form, CONFIRMED_FIELD) === '1')
        : await guide.restore(actor, codia.data);
    if (result.ok) return data<GuideAnswer>({ ok: true, message: result.message });
    // The confirmation posts the same button again.
    const values = { intent, id: String(codia.data) };
    return data<GuideAnswer>(
      { ...refusalOf(result), ...(result.confirm ? { values } : {}) },
      { status: result.status },
    );
  }
  return data<GuideAnswer>(
    { ok: false, message: 'No reconocemos esa acción. Recargá la página.' },
    { status: 400 },
  );
}

const EXAMPLE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(USED_GUIDE_EXAMPLE_CSV)}`;

export default function UsedPrices({ loaderData, actionData }: Route.ComponentProps) {
  const { summary, entries, filters, issues } = loaderData;
  const removed =
    summary.removed === 0
      ? ''
      : ` ${summary.removed === 1 ? 'Una versión eliminada no se cotiza' : `${formatNumber(summary.removed)} versiones eliminadas no se cotizan`}.`;
  return (
    <>
      <AdminPageHeader
        title="Precios de usados"
        lead={`La guía con la que se cotizan los usados que se entregan como parte de pago: ${formatNumber(summary.versions)} versiones de ${summary.brands} marcas, ${formatNumber(summary.prices)} precios por año.${removed}`}
      />
      <ActionNotice result={actionData ?? null} />
      <ConfirmationCard
        confirm={actionData?.confirm}
        values={actionData?.values}
        encType={actionData?.values?.intent === 'apply' ? 'multipart/form-data' : undefined}
      />
      {actionData?.preview && actionData.csvText !== undefined && (
        <GuidePreviewLater preview={actionData.preview} csvText={actionData.csvText} />
      )}
      <section className="admin-card" aria-labelledby="subir-guia">
        <h2 id="subir-guia">Subir la guía</h2>
        <p>
          Primero te mostramos qué filas se pueden aplicar y por qué no las otras; no cambia nada hasta que
          confirmes. Se agregan o reemplazan los precios de cada versión y año del archivo; lo que el archivo
          no nombra queda como está.
        </p>
        <StaffForm className="admin-form" encType="multipart/form-data" noValidate>
          <input type="hidden" name="intent" value="preview" />
          <FileField
            id="guia-archivo"
            label="Archivo CSV de la guía"
            name={USED_GUIDE_FILE_FIELD}
            accept=".csv,text/csv"
            required
            error={actionData?.fieldErrors?.file}
            help="Separado por comas o punto y coma, con una fila de encabezado. Hasta 5 MB."
          />
          <FormActions submitLabel="Ver la vista previa" />
        </StaffForm>
      </section>
      <QueryIssues issues={issues} />
      <GuideEntriesFiltersLater filters={filters} />
      <GuideEntriesResultsLater list={entries} filters={filters} />
      <section className="admin-card" aria-labelledby="columnas">
        <h2 id="columnas">Columnas del archivo</h2>
        <ul>
          {GUIDE_CSV_COLUMNS.map((column) => (
            <li key={column}>
              <code>{column}</code>: {GUIDE_COLUMN_HELP[column]}
            </li>
          ))}
        </ul>
        <p>Los nombres en castellano (marca, modelo, versión, año, precio) también valen. Por ejemplo:</p>
        <pre className="admin-example">{USED_GUIDE_EXAMPLE_CSV}</pre>
        <p>
          <a href={EXAMPLE_HREF} download={USED_GUIDE_EXAMPLE_FILE_NAME}>
            Descargar el archivo de ejemplo
          </a>
        </p>
      </section>
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
