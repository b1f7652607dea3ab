import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  BUYER_RESERVATION_STATUS_LABELS,
  cvSizeText,
  type InboxDetail,
  type InboxResult,
  LEAD_KIND_LABELS,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  leadPath,
  SAME_BUYER_KEY_LABELS,
  type SameBuyerKey,
} from '#domain/back-office/leads-inbox';
import { STAFF_PATHS } from '#domain/back-office/staff-accounts';
import { formatClockTime, localDate } from '#domain/shared/mendoza-time';
import { Button } from '../../../components/button';
import { ExternalLink } from '../../../components/external-link';
import { InputField, SelectField, TextareaField } from '../panel/admin-fields';
import { ActionNotice } from '../panel/admin-frame';
import { dateTime, WithAmounts } from '../panel/admin-list';
import { StaffForm } from '../panel/csrf';
import { cvPath } from './lead-paths';
import './admin-leads.css';

/** What each form of a lead posts as `intent`. */
export const LEAD_INTENTS = ['status', 'assign', 'note', 'follow_up'] as const;
export type LeadIntent = (typeof LEAD_INTENTS)[number];

export type LeadActionAnswer = InboxResult & { intent: LeadIntent | null; at: number };

function Fact({ label, children }: { label: string; children?: ReactNode }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

const SUBJECT_LABELS = {
  contact: 'Asunto',
  price_request: 'Vehículo',
  job_application: 'Puesto',
  test_drive: 'Vehículo',
} as const;

const CV_TYPES: Readonly<Record<string, string>> = {
  'application/pdf': 'PDF',
  'application/msword': 'Word',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word',
};

/** What the person left: who, how to reach them, what about, and the message. */
export function LeadCard({ lead }: { lead: InboxDetail }) {
  return (
    <section className="admin-card" aria-labelledby="lead-data">
      <h2 id="lead-data">{LEAD_KIND_LABELS[lead.kind]}</h2>
      <dl className="admin-facts">
        <Fact label="Recibida">{dateTime(lead.createdAt)}</Fact>
        <Fact label="Estado">{LEAD_STATUS_LABELS[lead.status]}</Fact>
        <Fact label="Marca">{lead.brandName ?? 'Sin marca'}</Fact>
        <Fact label={SUBJECT_LABELS[lead.kind]}>{lead.subject}</Fact>
        <Fact label="Nombre">
          {lead.name} {lead.lastname}
        </Fact>
        <Fact label="E-mail">{lead.email && <a href={`mailto:${lead.email}`}>{lead.email}</a>}</Fact>
        <Fact label={lead.kind === 'contact' ? 'Teléfono' : 'Celular'}>
          {lead.phone && <a href={`tel:${lead.phone.replace(/[^\d+]/g, '')}`}>{lead.phone}</a>}
        </Fact>
        {lead.fields.map((field) => (
          <Fact key={field.label} label={field.label}>
            {field.value}
          </Fact>
        ))}
        <Fact label="Asignada a">{lead.assignedTo?.name ?? 'Nadie'}</Fact>
        <Fact label="Origen">{lead.origin ?? 'Sin datos'}</Fact>
        <Fact label="Seguimiento">
          {lead.followUp && (
            <>
              {dateTime(lead.followUp.at)} (hora de Mendoza)
              {lead.followUp.reminded ? ' · recordatorio enviado' : ''}
            </>
          )}
        </Fact>
      </dl>
      {lead.whatsapp && (
        <p>
          <ExternalLink href={lead.whatsapp}>Escribir por WhatsApp (mensaje listo)</ExternalLink>
        </p>
      )}
      {lead.message && <p className="inbox-message">{lead.message}</p>}
      {lead.cv && (
        <p>
          {/* Served only to signed-in staff, as an attachment (never a public address). */}
          <a href={cvPath(lead.id)} download>
            Descargar el currículum ({CV_TYPES[lead.cv.mimeType] ?? 'archivo'}, {cvSizeText(lead.cv.bytes)})
          </a>
        </p>
      )}
    </section>
  );
}

/** One change to a lead: its heading names the form, which posts its `intent` with the fields. */
function LeadChange({
  intent,
  title,
  submitLabel,
  children,
}: {
  intent: LeadIntent;
  title: string;
  submitLabel: string;
  children: ReactNode;
}) {
  const titleId = `lead-${intent}-title`;
  return (
    <div className="inbox-change">
      <h3 id={titleId}>{title}</h3>
      <StaffForm aria-labelledby={titleId}>
        <input type="hidden" name="intent" value={intent} />
        {children}
        <div>
          <Button type="submit">{submitLabel}</Button>
        </div>
      </StaffForm>
    </div>
  );
}

/**
 * The changes staff make to a lead: its state, who handles it, internal notes. Shown only to a member who may change
 * it (`leads.act` on its brand); every change is written to the audit log.
 */
export function LeadChanges({ lead, answer }: { lead: InboxDetail; answer: LeadActionAnswer | undefined }) {
  const errors = (intent: LeadIntent) =>
    answer && !answer.ok && answer.intent === intent ? (answer.fieldErrors ?? {}) : {};
  return (
    <section className="admin-card" aria-labelledby="lead-changes">
      <h2 id="lead-changes">Seguimiento</h2>
      <ActionNotice result={answer ?? null} />
      {/* A new answer starts the forms afresh: a saved note leaves no text behind. */}
      <div key={answer?.at ?? 'forms'}>
        <LeadChange intent="status" title="Estado" submitLabel="Cambiar el estado">
          <SelectField
            id="lead-status"
            label="Estado de la consulta"
            name="status"
            defaultValue={lead.status}
            error={errors('status').status}
            options={LEAD_STATUSES.map((status) => ({ value: status, label: LEAD_STATUS_LABELS[status] }))}
          />
        </LeadChange>
        <LeadChange intent="assign" title="Asignación" submitLabel="Asignar">
          <SelectField
            id="lead-assignee"
            label="Persona a cargo"
            name="account_id"
            defaultValue={lead.assignedTo ? String(lead.assignedTo.id) : ''}
            error={errors('assign').account_id}
            options={[
              { value: '', label: 'Nadie' },
              ...lead.assignees.map((person) => ({ value: person.id, label: person.name })),
            ]}
          />
        </LeadChange>
        <LeadChange intent="follow_up" title="Próximo seguimiento" submitLabel="Guardar el seguimiento">
          <InputField
            id="lead-follow-up-date"
            label="Día (vacío para quitarlo)"
            name="follow_up_date"
            type="date"
            defaultValue={lead.followUp ? localDate(new Date(lead.followUp.at)) : ''}
            error={errors('follow_up').follow_up_date}
          />
          <InputField
            id="lead-follow-up-time"
            label="Hora, en Mendoza (opcional; si no, 9:00)"
            name="follow_up_time"
            type="time"
            defaultValue={lead.followUp ? formatClockTime(new Date(lead.followUp.at)) : ''}
            error={errors('follow_up').follow_up_time}
          />
        </LeadChange>
        <LeadChange intent="note" title="Nueva nota interna" submitLabel="Guardar la nota">
          <TextareaField
            id="lead-note"
            label="Nota (solo la ve el personal)"
            name="note"
            required
            maxLength={2000}
            error={errors('note').note}
          />
        </LeadChange>
      </div>
    </section>
  );
}

export function LeadNotes({ lead }: { lead: InboxDetail }) {
  return (
    <section className="admin-card" aria-labelledby="lead-notes">
      <h2 id="lead-notes">Notas internas</h2>
      {lead.notes.length === 0 ? (
        <p>Todavía no hay notas.</p>
      ) : (
        <ol className="admin-notes">
          {lead.notes.map((note) => (
            <li key={note.id} className="admin-note">
              <p className="admin-list__meta">
                {dateTime(note.createdAt)} · {note.author ?? 'Una cuenta dada de baja'}
              </p>
              <p className="inbox-note__body">{note.body}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** "Pedido de precio n.º 2" */
const leadName = (kind: InboxDetail['kind'], id: number) => `${LEAD_KIND_LABELS[kind]} n.º ${id}`;

/** Another open lead of the same person: shown first, so two people do not answer one buyer twice. */
export function DuplicateWarning({ lead }: { lead: InboxDetail }) {
  const other = lead.sameBuyer.duplicate;
  if (!other) return null;
  return (
    <p className="inbox-duplicate">
      <strong>Posible duplicado:</strong> esta persona tiene otra consulta abierta,{' '}
      <Link to={leadPath(other.kind, other.id)}>{leadName(other.kind, other.id)}</Link>
      {other.subject ? ` (${other.subject})` : ''}.
    </p>
  );
}

const byText = (by: readonly SameBuyerKey[]) => by.map((key) => SAME_BUYER_KEY_LABELS[key]).join(', ');

/** The same person's other leads and reservations, each linked, with what they share (docs/decisions/0070). */
export function SameBuyerRecords({ lead }: { lead: InboxDetail }) {
  const { leads, reservations } = lead.sameBuyer;
  return (
    <section className="admin-card" aria-labelledby="lead-same-buyer">
      <h2 id="lead-same-buyer">Otras consultas y reservas de esta persona</h2>
      {leads.length === 0 && reservations.length === 0 ? (
        <p>No encontramos otras con el mismo e-mail, teléfono o DNI.</p>
      ) : (
        <ul className="inbox-same-buyer">
          {leads.map((other) => (
            <li key={`${other.kind}:${other.id}`}>
              <Link to={leadPath(other.kind, other.id)}>{leadName(other.kind, other.id)}</Link>
              {other.subject ? ` · ${other.subject}` : ''} · {LEAD_STATUS_LABELS[other.status]} ·{' '}
              {dateTime(other.createdAt)} · {byText(other.by)}
            </li>
          ))}
          {reservations.map((reservation) => (
            <li key={reservation.code}>
              <Link to={`${STAFF_PATHS.reservations}/${reservation.code}`}>Reserva {reservation.code}</Link> ·{' '}
              {BUYER_RESERVATION_STATUS_LABELS[reservation.status] ?? reservation.status} ·{' '}
              {dateTime(reservation.createdAt)} · {byText(reservation.by)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The lead's own history, oldest first, in words: who did what, and what changed. */
export function LeadHistory({ lead }: { lead: InboxDetail }) {
  return (
    <section className="admin-card" aria-labelledby="lead-history">
      <h2 id="lead-history">Historial</h2>
      {lead.history.length === 0 ? (
        <p>Todavía nadie la movió.</p>
      ) : (
        <ol className="admin-notes">
          {lead.history.map((line) => (
            <li key={line.id} className="admin-note">
              <p className="admin-list__meta">
                {dateTime(line.at)} · {line.who}
              </p>
              <p>
                {line.what}
                {line.changes.map((change) => (
                  <span key={change.field} className="inbox-history__change">
                    {' · '}
                    {change.field}:{' '}
                    <WithAmounts
                      text={
                        change.before === null
                          ? (change.after ?? '')
                          : change.after === null
                            ? change.before
                            : `${change.before} → ${change.after}`
                      }
                    />
                  </span>
                ))}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The team's reply templates, already filled for this person on the server (docs/decisions/0077). */
export function ReplyLinks({ lead }: { lead: InboxDetail }) {
  return (
    <section className="admin-card" aria-labelledby="lead-replies">
      <h2 id="lead-replies">Respuestas listas</h2>
      {lead.replies.length === 0 ? (
        <p>Todavía no hay respuestas guardadas.</p>
      ) : (
        <ul className="admin-notes">
          {lead.replies.map((reply) => (
            <li key={reply.id}>
              {reply.name}:{' '}
              {reply.whatsapp && <ExternalLink href={reply.whatsapp}>por WhatsApp</ExternalLink>}
              {reply.whatsapp && reply.mailto && ' · '}
              {reply.mailto && <a href={reply.mailto}>por e-mail</a>}
              {!reply.whatsapp && !reply.mailto && 'sin teléfono ni e-mail para usarla'}
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to={STAFF_PATHS.leadReplies}>Editar las respuestas</Link>
      </p>
    </section>
  );
}
