import type { ReactNode } from 'react';
import {
  type InboxDetail,
  type InboxResult,
  LEAD_KIND_LABELS,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
} from '#domain/leads-inbox';
import { formatDateTime } from '#domain/mendoza-time';
import { Button } from '../../components/button';
import { ActionNotice } from '../admin/admin-frame';
import { StaffForm } from '../admin/csrf';
import { cvPath } from './inbox-list';
import './admin-leads.css';

/** What each form of a lead posts as `intent`. */
export const LEAD_INTENTS = ['status', 'assign', 'note'] as const;
export type LeadIntent = (typeof LEAD_INTENTS)[number];

export type LeadActionAnswer = InboxResult & { intent: LeadIntent | null; at: number };

const when = (iso: string) => <time dateTime={iso}>{formatDateTime(new Date(iso))}</time>;

function Fact({ label, children }: { label: string; children?: ReactNode }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

const SUBJECT_LABELS = { contact: 'Asunto', price_request: 'Vehículo', job_application: 'Puesto' } as const;

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('es-AR')} KB`;

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
      <dl className="inbox-facts">
        <Fact label="Recibida">{when(lead.createdAt)}</Fact>
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
      </dl>
      {lead.message && <p className="inbox-message">{lead.message}</p>}
      {lead.cv && (
        <p>
          {/* Served only to signed-in staff, as an attachment (never a public address). */}
          <a href={cvPath(lead.id)} download>
            Descargar el currículum ({CV_TYPES[lead.cv.mimeType] ?? 'archivo'}, {kilobytes(lead.cv.bytes)})
          </a>
        </p>
      )}
    </section>
  );
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="admin-field-error">
      {message}
    </p>
  );
}

/**
 * The changes staff make to a lead: its state, who handles it, internal notes. Shown only to a member who may change
 * it (`leads.act` on its brand); every change is written to the audit log.
 */
export function LeadChanges({ lead, answer }: { lead: InboxDetail; answer: LeadActionAnswer | undefined }) {
  const errors = (intent: LeadIntent) =>
    answer && !answer.ok && answer.intent === intent ? (answer.fieldErrors ?? {}) : {};
  const noteError = errors('note').note;
  return (
    <section className="admin-card" aria-labelledby="lead-changes">
      <h2 id="lead-changes">Seguimiento</h2>
      <ActionNotice result={answer ?? null} />
      {/* A new answer starts the forms afresh: a saved note leaves no text behind. */}
      <div key={answer?.at ?? 'forms'}>
        <div className="inbox-change">
          <h3 id="lead-status-title">Estado</h3>
          <StaffForm aria-labelledby="lead-status-title">
            <input type="hidden" name="intent" value="status" />
            <div className="admin-select">
              <label htmlFor="lead-status">Estado de la consulta</label>
              <select id="lead-status" name="status" defaultValue={lead.status}>
                {LEAD_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {LEAD_STATUS_LABELS[status]}
                  </option>
                ))}
              </select>
              <FieldError id="lead-status-error" message={errors('status').status} />
            </div>
            <div>
              <Button type="submit">Cambiar el estado</Button>
            </div>
          </StaffForm>
        </div>
        <div className="inbox-change">
          <h3 id="lead-assign-title">Asignación</h3>
          <StaffForm aria-labelledby="lead-assign-title">
            <input type="hidden" name="intent" value="assign" />
            <div className="admin-select">
              <label htmlFor="lead-assignee">Persona a cargo</label>
              <select
                id="lead-assignee"
                name="account_id"
                defaultValue={lead.assignedTo ? String(lead.assignedTo.id) : ''}
                {...(errors('assign').account_id
                  ? { 'aria-invalid': true, 'aria-describedby': 'lead-assignee-error' }
                  : {})}
              >
                <option value="">Nadie</option>
                {lead.assignees.map((person) => (
                  <option key={person.id} value={person.id}>
                    {person.name}
                  </option>
                ))}
              </select>
              <FieldError id="lead-assignee-error" message={errors('assign').account_id} />
            </div>
            <div>
              <Button type="submit">Asignar</Button>
            </div>
          </StaffForm>
        </div>
        <div className="inbox-change">
          <h3 id="lead-note-title">Nueva nota interna</h3>
          <StaffForm aria-labelledby="lead-note-title">
            <input type="hidden" name="intent" value="note" />
            <div className="inbox-textarea">
              <label htmlFor="lead-note">Nota (solo la ve el personal)</label>
              <textarea
                id="lead-note"
                name="note"
                required
                maxLength={2000}
                {...(noteError ? { 'aria-invalid': true, 'aria-describedby': 'lead-note-error' } : {})}
              />
              <FieldError id="lead-note-error" message={noteError} />
            </div>
            <div>
              <Button type="submit">Guardar la nota</Button>
            </div>
          </StaffForm>
        </div>
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
        <ol className="inbox-notes">
          {lead.notes.map((note) => (
            <li key={note.id} className="inbox-note">
              <p className="admin-list__meta">
                {when(note.createdAt)} · {note.author ?? 'Una cuenta dada de baja'}
              </p>
              <p className="inbox-note__body">{note.body}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
