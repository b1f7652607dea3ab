import { type ComponentProps, type ReactNode, Suspense } from 'react';
import { lazyPart } from '../../../components/lazy-part';
import { FormActions } from './admin-fields';
import { ActionNotice, AdminPageHeader, BackLink } from './admin-frame';
import { StaffForm } from './csrf';
import { IntentButton } from './editing-pieces';
import type { FormAnswer } from './form-answers';

/** The pieces the back office's editing pages share: the way back, the cards, the record's form (docs/decisions/0031). */

const ConfirmationCardPart = lazyPart(() =>
  import('./confirmation-card').then((module) => module.ConfirmationCard),
);

/**
 * The confirmation card (./confirmation-card.tsx) on the editing pages, its code fetched only when a post asks for a
 * confirmation, so the pages do not load it on arrival (docs/decisions/0056). The server renders it whole: it works
 * before its code arrives and without JavaScript.
 */
export function ConfirmationCardLater(props: ComponentProps<typeof ConfirmationCardPart>) {
  if (!props.confirm) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmationCardPart {...props} />
    </Suspense>
  );
}

/** A card with its heading, which names it for assistive technology. */
export function EditingCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="admin-card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/**
 * A record's form: the fields, posted with their `intent` when the page has several forms, as multipart when it
 * carries files; the browser's own checks are off so that the server's messages show beside the fields.
 */
export function RecordForm({
  intent,
  multipart = false,
  submitLabel,
  children,
}: {
  intent?: string;
  multipart?: boolean;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <StaffForm className="admin-form" encType={multipart ? 'multipart/form-data' : undefined} noValidate>
      {intent && <input type="hidden" name="intent" value={intent} />}
      {children}
      <FormActions submitLabel={submitLabel} />
    </StaffForm>
  );
}

/** A record's card with the form that saves its changes (`intent=change`). */
export function ChangeCard({
  id,
  title,
  multipart,
  children,
}: {
  id: string;
  title: string;
  multipart?: boolean;
  children: ReactNode;
}) {
  return (
    <EditingCard id={id} title={title}>
      <RecordForm intent="change" multipart={multipart} submitLabel="Guardar los cambios">
        {children}
      </RecordForm>
    </EditingCard>
  );
}

/** A page that creates a record: the way back, the heading, and one card with the notice and the form. */
export function NewRecordPage({
  back,
  title,
  lead,
  card,
  answer,
  multipart,
  submitLabel,
  children,
}: {
  back: { to: string; label: string };
  title: string;
  lead?: string;
  card: { id: string; title: string };
  /** What the last post answered: a refusal, since a success opens the new record's page. */
  answer: (FormAnswer & { values?: Partial<Record<string, string>> }) | undefined;
  multipart?: boolean;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <>
      <BackLink to={back.to} label={back.label} />
      <AdminPageHeader title={title} lead={lead} />
      <EditingCard id={card.id} title={card.title}>
        <ActionNotice result={answer ?? null} />
        <ConfirmationCardLater confirm={answer?.confirm} values={answer?.values} />
        <RecordForm multipart={multipart} submitLabel={submitLabel}>
          {children}
        </RecordForm>
      </EditingCard>
    </>
  );
}

/** What a record's page shows above it: what its last post answered, or, on opening it just created, `created`. */
export const noticeOf = (answer: FormAnswer | undefined, created: string | false): FormAnswer | null =>
  answer ?? (created ? { ok: true, message: created } : null);

/** A card that explains one change and has the button that posts it (`intent`): removing a record, restoring it. */
export function IntentCard({
  id,
  title,
  intent,
  button,
  children,
}: {
  id: string;
  title: string;
  intent: string;
  button: string;
  children: ReactNode;
}) {
  return (
    <EditingCard id={id} title={title}>
      <p>{children}</p>
      <IntentButton intent={intent}>{button}</IntentButton>
    </EditingCard>
  );
}

/** "Eliminar" for a record in use, "Restaurar" for a removed one. */
export function RemoveOrRestore({ removed }: { removed: boolean }) {
  return removed ? (
    <IntentButton intent="restore" variant="primary">
      Restaurar
    </IntentButton>
  ) : (
    <IntentButton intent="remove">Eliminar</IntentButton>
  );
}

/** A section's list page: its records in use, in the order the site shows them, or why there are none yet. */
export function CurrentRecords({
  id,
  title,
  count,
  emptyText,
  children,
}: {
  id: string;
  title: string;
  count: number;
  emptyText: string;
  children: ReactNode;
}) {
  return (
    <EditingCard id={id} title={`${title} (${count})`}>
      {count === 0 ? <p>{emptyText}</p> : <ol className="admin-list">{children}</ol>}
    </EditingCard>
  );
}

/**
 * A list page's removed records, below the ones in use and only when there are some: a removal can be undone from
 * here (docs/decisions/0031). `title` is "Eliminados" or "Eliminadas", as the records' noun asks.
 */
export function RemovedRecords({
  id,
  title,
  count,
  note,
  children,
}: {
  id: string;
  title: 'Eliminados' | 'Eliminadas';
  count: number;
  /** What being removed means for the site, and what restoring gives back. */
  note: string;
  children: ReactNode;
}) {
  if (count === 0) return null;
  return (
    <EditingCard id={id} title={`${title} (${count})`}>
      <p className="admin-muted">{note}</p>
      <ul className="admin-list">{children}</ul>
    </EditingCard>
  );
}
