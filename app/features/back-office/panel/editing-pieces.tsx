import type { ReactNode } from 'react';
import { data, useNavigation } from 'react-router';
import {
  mendozaDateTimeValue,
  PUBLICATION_STATE_LABELS,
  type Publication,
  type PublicationState,
  publicationState,
} from '#domain/back-office/site-editing';
import type { StaffActor } from '#domain/back-office/staff';
import type { FieldErrors, StaffResult } from '#domain/back-office/staff-accounts';
import { Button, type ButtonVariant } from '../../../components/button';
import { formFields, MendozaDateTimeField } from './admin-fields';
import { Badge, type BadgeTone, dateTime } from './admin-list';
import { StaffForm } from './csrf';
import './editing.css';

/** The pieces the banner, popup and site pages share (docs/decisions/0031). */

/** The record an address names (`/admin/banners/{id}`): a positive whole number, or a 404 page. */
export function recordIdOf(param: string | undefined, notFound: string): number {
  const id = param && /^\d{1,9}$/.test(param) ? Number(param) : 0;
  if (id < 1) throw data({ message: notFound }, { status: 404 });
  return id;
}

/** The text fields of a posted form, for a server module that reads them with its schema. */
export const textFieldsOf = (form: FormData): Record<string, string> =>
  Object.fromEntries([...form].filter((entry): entry is [string, string] => typeof entry[1] === 'string'));

/** A change posted by one button: its `intent` and the record it acts on, if the page lists several. */
export function IntentButton({
  intent,
  id,
  variant = 'secondary',
  disabled = false,
  children,
}: {
  intent: string;
  id?: number;
  variant?: ButtonVariant;
  /** Shown but not offered: the member may not do it. */
  disabled?: boolean;
  children: ReactNode;
}) {
  const submitting = useNavigation().state === 'submitting';
  return (
    <StaffForm>
      <input type="hidden" name="intent" value={intent} />
      {id !== undefined && <input type="hidden" name="id" value={id} />}
      <Button type="submit" variant={variant} size="sm" disabled={disabled || submitting}>
        {children}
      </Button>
    </StaffForm>
  );
}

const STATE_TONES: Readonly<Record<PublicationState, BadgeTone>> = {
  live: 'ok',
  scheduled: 'info',
  expired: 'muted',
  inactive: 'muted',
  removed: 'off',
};

/** Whether the home shows it now: Activo, Programado, Vencido, Inactivo, Eliminado. */
export function PublicationBadge({ item }: { item: Publication }) {
  const state = publicationState(item);
  return <Badge tone={STATE_TONES[state]}>{PUBLICATION_STATE_LABELS[state]}</Badge>;
}

/** "Desde 01/12/2026 09:00 hasta 31/12/2026 23:59", or "Sin fechas". */
export function PeriodText({ item }: { item: Pick<Publication, 'startsAt' | 'endsAt'> }) {
  if (!item.startsAt && !item.endsAt) return <>Sin fechas: se muestra mientras esté activo</>;
  return (
    <>
      {item.startsAt ? <>Desde {dateTime(item.startsAt)}</> : 'Desde ya'}
      {item.endsAt ? <> hasta {dateTime(item.endsAt)}</> : ', sin fecha de fin'}
    </>
  );
}

/** The period's two fields, on Mendoza's clock; either may be left empty. */
export function PeriodFields({
  idPrefix,
  values,
  errors,
}: {
  idPrefix: string;
  values: { starts_at?: string | undefined; ends_at?: string | undefined };
  errors: FieldErrors;
}) {
  const { field } = formFields(values, errors);
  return (
    <fieldset className="admin-period">
      <legend>Vigencia (hora de Mendoza)</legend>
      <div className="admin-period__fields">
        <MendozaDateTimeField
          id={`${idPrefix}-desde`}
          label="Desde"
          {...field('starts_at')}
          help="Vacío: desde que lo publiques."
        />
        <MendozaDateTimeField
          id={`${idPrefix}-hasta`}
          label="Hasta"
          {...field('ends_at')}
          help="Vacío: sin fecha de fin."
        />
      </div>
    </fieldset>
  );
}

/** A period as the form shows it again. */
export const periodValues = (item: Pick<Publication, 'startsAt' | 'endsAt'>) => ({
  starts_at: mendozaDateTimeValue(item.startsAt),
  ends_at: mendozaDateTimeValue(item.endsAt),
});

/** What a banner's or a popup's state means for a visitor, in the words of its page. */
const PUBLICATION_TEXT: Readonly<Record<PublicationState, string>> = {
  live: 'Se muestra en el sitio.',
  scheduled: 'Está publicado y empieza a mostrarse en su fecha de inicio.',
  expired: 'Está publicado pero ya pasó su fecha de fin: no se muestra.',
  inactive: 'No está publicado: nadie lo ve en el sitio.',
  removed: 'Está eliminado: no se muestra en el sitio.',
};

/** The card that publishes, unpublishes, removes or restores a banner or a popup (`intent` of the page's action). */
export function PublicationCard({ item }: { item: Publication }) {
  const removed = item.deletedAt !== null;
  return (
    <section className="admin-card" aria-labelledby="publicacion">
      <h2 id="publicacion">Publicación</h2>
      <p>{PUBLICATION_TEXT[publicationState(item)]}</p>
      <p className="admin-muted">
        <PeriodText item={item} />
      </p>
      <div className="admin-row-actions">
        {removed ? (
          <IntentButton intent="restore" variant="primary">
            Restaurar
          </IntentButton>
        ) : (
          <>
            {item.active ? (
              <IntentButton intent="unpublish">Despublicar</IntentButton>
            ) : (
              <IntentButton intent="publish" variant="primary">
                Publicar
              </IntentButton>
            )}
            <IntentButton intent="remove">Eliminar</IntentButton>
          </>
        )}
      </div>
    </section>
  );
}

/** The changes of `PublicationCard`, as a server module for banners or popups makes them. */
export interface PublicationChanges {
  setActive(actor: StaffActor, id: number, active: boolean): Promise<StaffResult>;
  remove(actor: StaffActor, id: number): Promise<StaffResult>;
  restore(actor: StaffActor, id: number): Promise<StaffResult>;
}

export const UNKNOWN_INTENT = {
  ok: false,
  status: 400,
  message: 'No reconocemos esa acción. Recargá la página.',
} as const satisfies StaffResult;

/** What a list page answers for its "Restaurar" buttons (`intent=restore`, `id`). */
export async function restoreFromList(
  changes: Pick<PublicationChanges, 'restore'>,
  actor: StaffActor,
  form: FormData,
): Promise<StaffResult> {
  const id = Number(form.get('id'));
  if (form.get('intent') !== 'restore' || !Number.isSafeInteger(id) || id < 1) return UNKNOWN_INTENT;
  return changes.restore(actor, id);
}
