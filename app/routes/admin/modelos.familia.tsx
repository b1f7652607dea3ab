import { data } from 'react-router';
import { STAFF_PATHS } from '#domain/back-office/staff-accounts';
import { catalogueEditingContext } from '../../context';
import {
  AttributesForm,
  type AttributeValues,
  FamilyForm,
  type FamilyValues,
  FeaturesForm,
} from '../../features/back-office/models/model-forms';
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
import type { Route } from './+types/modelos.familia';

export const meta = ({ loaderData }: Route.MetaArgs) => adminMeta(loaderData?.family.name ?? 'Modelo');

const NOT_FOUND = () => data({ message: 'No encontramos ese modelo.' }, { status: 404 });

function familyId(param: string): number {
  const id = Number(param);
  if (!/^\d{1,9}$/.test(param) || id <= 0) throw NOT_FOUND();
  return id;
}

export async function loader(args: Route.LoaderArgs) {
  requireStaff(args, 'content.edit');
  const family = await args.context.get(catalogueEditingContext).family(familyId(args.params.id));
  if (!family) throw NOT_FOUND();
  return { family };
}

interface ModelAnswer extends FormAnswer {
  /** Which form answered: the family's, one version's features, or one version's attributes. */
  form: 'family' | number | `attributes-${number}`;
  values?: FamilyValues | AttributeValues | string;
}

/**
 * `intent`: family (name, description, a new picture), features (one version's, by `version`), or attributes (one
 * version's body type, fuel and transmission).
 */
export async function action(args: Route.ActionArgs) {
  const { actor } = requireStaff(args, 'content.edit');
  const id = familyId(args.params.id);
  const editing = args.context.get(catalogueEditingContext);
  const form = await postedForm(args.request);
  if (textOf(form, 'intent') === 'features') {
    const input = { version: textOf(form, 'version'), features: textOf(form, 'features') };
    const result = await editing.saveFeatures(actor, id, input);
    const version = Number(input.version);
    if (result.ok) return data<ModelAnswer>({ ok: true, message: result.message, form: version });
    return data<ModelAnswer>(
      { ...refusalOf(result), form: version, values: input.features },
      { status: result.status },
    );
  }
  if (textOf(form, 'intent') === 'attributes') {
    const values: AttributeValues = {
      body_type: textOf(form, 'body_type'),
      fuel: textOf(form, 'fuel'),
      transmission: textOf(form, 'transmission'),
    };
    const result = await editing.saveVersionAttributes(actor, id, {
      version: textOf(form, 'version'),
      ...values,
    });
    const answered = `attributes-${Number(textOf(form, 'version'))}` as const;
    if (result.ok) return data<ModelAnswer>({ ok: true, message: result.message, form: answered });
    return data<ModelAnswer>({ ...refusalOf(result), form: answered, values }, { status: result.status });
  }
  const values = { name: textOf(form, 'name'), description: textOf(form, 'description') };
  const result = await editing.saveFamily(actor, id, values, await fileOf(form, 'image'));
  if (result.ok) return data<ModelAnswer>({ ok: true, message: result.message, form: 'family' });
  return data<ModelAnswer>({ ...refusalOf(result), form: 'family', values }, { status: result.status });
}

export default function Model({ loaderData, actionData }: Route.ComponentProps) {
  const { family } = loaderData;
  const answer = actionData;
  const familyValues =
    answer?.form === 'family' && typeof answer.values === 'object' && !answer.ok
      ? (answer.values as FamilyValues)
      : family;
  return (
    <>
      <BackLink to={STAFF_PATHS.models} label="Modelos" />
      <AdminPageHeader title={family.name} lead={`${family.brandName} · ${family.family}`} />
      <ActionNotice result={answer ?? null} />
      <section className="admin-card" aria-labelledby="modelo">
        <h2 id="modelo">Nombre, descripción e imagen</h2>
        <FamilyForm
          family={family}
          values={familyValues}
          errors={answer?.form === 'family' ? (answer.fieldErrors ?? {}) : {}}
        />
      </section>
      <section className="admin-card" aria-labelledby="versiones">
        <h2 id="versiones">Equipamiento de las versiones</h2>
        {family.versions.length === 0 && <p>Este modelo todavía no tiene versiones.</p>}
        {family.versions.map((version) => {
          const mine = answer?.form === version.id;
          return (
            <FeaturesForm
              key={`${version.id}-${version.features.join('|')}`}
              version={version}
              value={
                mine && !answer.ok && typeof answer.values === 'string'
                  ? answer.values
                  : version.features.join('\n')
              }
              error={mine ? answer.fieldErrors?.features : undefined}
            />
          );
        })}
      </section>
      <section className="admin-card" aria-labelledby="caracteristicas">
        <h2 id="caracteristicas">Carrocería, combustible y transmisión</h2>
        <p>Son los filtros con los que los compradores buscan unidades en stock.</p>
        {family.versions.length === 0 && <p>Este modelo todavía no tiene versiones.</p>}
        {family.versions.map((version) => {
          const mine = answer?.form === `attributes-${version.id}`;
          const saved = {
            body_type: version.attributes.body_type ?? '',
            fuel: version.attributes.fuel ?? '',
            transmission: version.attributes.transmission ?? '',
          };
          return (
            <AttributesForm
              key={`${version.id}-${Object.values(saved).join('|')}`}
              version={version}
              values={
                mine && !answer.ok && typeof answer.values === 'object'
                  ? (answer.values as AttributeValues)
                  : saved
              }
              errors={mine ? (answer.fieldErrors ?? {}) : {}}
            />
          );
        })}
      </section>
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
