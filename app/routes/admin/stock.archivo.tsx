import { data } from 'react-router';
import { CONFIRMED_FIELD } from '#domain/back-office/confirmations';
import { STAFF_PATHS } from '#domain/back-office/staff-accounts';
import type { StockPreview } from '#domain/back-office/stock-editing';
import { catalogueEditingContext } from '../../context';
import {
  ActionNotice,
  AdminErrorBoundary,
  AdminPageHeader,
  adminMeta,
  BackLink,
} from '../../features/back-office/panel/admin-frame';
import {
  type FormAnswer,
  fileOf,
  postedForm,
  refusalOf,
  textOf,
} from '../../features/back-office/panel/form-answers';
import { requireStaff } from '../../features/back-office/panel/guard.server';
import { StockFileForm, StockFilePreview } from '../../features/back-office/stock/stock-file';
import type { Route } from './+types/stock.archivo';

export const meta = () => adminMeta('Archivo de stock');

/** The stock file changes prices: the administrators' alone (docs/decisions/0031). */
export function loader(args: Route.LoaderArgs) {
  requireStaff(args, 'prices.edit');
  return null;
}

interface StockFileAnswer extends FormAnswer {
  preview?: StockPreview;
  /** A new value after each post, so the file input starts empty again. */
  posted?: number;
}

/** `intent`: preview (the file of `file`), then apply (the `upload` the preview gave). */
export async function action(args: Route.ActionArgs) {
  const { actor } = requireStaff(args, 'prices.edit');
  const editing = args.context.get(catalogueEditingContext);
  const form = await postedForm(args.request);
  if (textOf(form, 'intent') === 'apply') {
    const result = await editing.applyStock(actor, {
      upload: textOf(form, 'upload'),
      [CONFIRMED_FIELD]: textOf(form, CONFIRMED_FIELD),
    });
    if (result.ok) return data<StockFileAnswer>({ ok: true, message: result.message, posted: Date.now() });
    return data<StockFileAnswer>(refusalOf(result), { status: result.status });
  }
  const bytes = await fileOf(form, 'file');
  const chosen = form.get('file');
  const name = chosen instanceof File ? chosen.name : '';
  const result = await editing.previewStock(actor, bytes ? { bytes, name } : null);
  if (result.ok)
    return data<StockFileAnswer>({
      ok: true,
      message: result.message,
      preview: result.preview,
      posted: Date.now(),
    });
  return data<StockFileAnswer>(refusalOf(result), { status: result.status });
}

export default function StockFile({ actionData }: Route.ComponentProps) {
  return (
    <>
      <BackLink to={STAFF_PATHS.stock} label="Stock" />
      <AdminPageHeader
        title="Archivo de stock"
        lead="Cargá la exportación del sistema: las unidades nuevas se crean y las que ya están se actualizan (precios, color, sucursal)."
      />
      <ActionNotice result={actionData ?? null} />
      {actionData?.preview && <StockFilePreview preview={actionData.preview} />}
      <section className="admin-card" aria-labelledby="subir-archivo">
        <h2 id="subir-archivo">{actionData?.preview ? 'Subir otro archivo' : 'Subir el archivo'}</h2>
        <StockFileForm key={actionData?.posted ?? 'new'} error={actionData?.fieldErrors?.file} />
      </section>
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
