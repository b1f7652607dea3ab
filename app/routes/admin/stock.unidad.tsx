import { data } from 'react-router';
import { STAFF_PATHS } from '#domain/back-office/staff-accounts';
import { MAX_UNIT_PHOTOS } from '#domain/back-office/stock-editing';
import { chassisOfParam } from '#domain/back-office/stock-editing-schemas';
import { catalogueEditingContext } from '../../context';
import {
  ActionNotice,
  AdminErrorBoundary,
  AdminPageHeader,
  adminMeta,
  BackLink,
} from '../../features/back-office/panel/admin-frame';
import { answerOf } from '../../features/back-office/panel/editing-route.server';
import { filesOf, postedForm, textOf } from '../../features/back-office/panel/form-answers';
import { type GuardArgs, requireStaff } from '../../features/back-office/panel/guard.server';
import {
  RemovedUnitPhotos,
  UnitPhotoGrid,
  UnitPhotoUpload,
} from '../../features/back-office/stock/unit-photos';
import { UnitStatusBadge } from '../../features/back-office/stock/unit-status-badge';
import type { Route } from './+types/stock.unidad';

export const meta = ({ loaderData }: Route.MetaArgs) =>
  adminMeta(loaderData ? `Fotos de ${loaderData.unit.model}` : 'Unidad');

const NOT_FOUND = () => data({ message: 'No encontramos esa unidad.' }, { status: 404 });

/**
 * The unit of the address, once the member may photograph it: anyone signed in without the permission is refused
 * before the unit is looked up, and a sales person only reaches their brands' units (docs/decisions/0031).
 */
async function unitOf(args: GuardArgs & { params: { chassis: string } }) {
  const session = requireStaff(args, 'stock.photos');
  const chassis = chassisOfParam(args.params.chassis);
  if (!chassis) throw NOT_FOUND();
  const unit = await args.context.get(catalogueEditingContext).unit(chassis);
  if (!unit) throw NOT_FOUND();
  requireStaff(args, 'stock.photos', unit.brandId);
  return { session, unit };
}

export async function loader(args: Route.LoaderArgs) {
  const { unit } = await unitOf(args);
  return { unit };
}

/**
 * `intent`: upload (the files of `photos`), move (`photo`, `direction`), cover, remove or restore (`photo`), order
 * (`order`: the ids, first to last).
 */
export async function action(args: Route.ActionArgs) {
  const { session, unit } = await unitOf(args);
  const editing = args.context.get(catalogueEditingContext);
  const form = await postedForm(args.request);
  const result =
    textOf(form, 'intent') === 'upload'
      ? await editing.addPhotos(session.actor, unit.chassis, await filesOf(form, 'photos'))
      : await editing.changePhoto(session.actor, unit.chassis, {
          intent: textOf(form, 'intent'),
          photo: textOf(form, 'photo'),
          direction: textOf(form, 'direction'),
          order: textOf(form, 'order'),
        });
  return answerOf(result);
}

export default function StockUnit({ loaderData, actionData }: Route.ComponentProps) {
  const { unit } = loaderData;
  return (
    <>
      <BackLink to={STAFF_PATHS.stock} label="Stock" />
      <AdminPageHeader
        title={unit.model}
        lead={
          <>
            <UnitStatusBadge status={unit.status} /> {unit.brandName} · {unit.family} · {unit.color} ·{' '}
            {unit.modelYear} · {unit.location} · chasis <span className="stock-chassis">{unit.chassis}</span>
          </>
        }
      />
      <ActionNotice result={actionData ?? null} />
      <section className="admin-card" aria-labelledby="subir-fotos">
        <h2 id="subir-fotos">Subir fotos</h2>
        <UnitPhotoUpload count={unit.photos.length} error={actionData?.fieldErrors?.photos} />
      </section>
      <section className="admin-card" aria-labelledby="fotos">
        <h2 id="fotos">
          Fotos en el sitio ({unit.photos.length} de {MAX_UNIT_PHOTOS})
        </h2>
        <p className="admin-help">
          La primera es la portada: la que los compradores ven primero. Arrastralas para ordenarlas, o usá los
          botones.
        </p>
        <UnitPhotoGrid photos={unit.photos} />
      </section>
      <section className="admin-card" aria-labelledby="fotos-quitadas">
        <h2 id="fotos-quitadas">Fotos quitadas</h2>
        <RemovedUnitPhotos photos={unit.removed} />
      </section>
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
