import type { ReactNode } from 'react';
import {
  cvSizeText,
  type InboxDetail,
  type InboxResult,
  LEAD_KIND_LABELS,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
} from '#domain/back-office/leads-inbox';
import { Button } from '../../../components/button';
import { SelectField, TextareaField } from '../panel/admin-fields';
import { ActionNotice } from '../panel/admin-frame';
import { dateTime } from '../panel/admin-list';
import { StaffForm } from '../panel/csrf';
import { cvPath } from './inbox-list';
import './admin-leads.css';

/** What each form of a lead posts as `intent`. */
export const LEAD_INTENTS = ['status', 'assign', 'note'] as const;
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

const SUBJECT_LABELS = { contact: 'Asunto', price_request: 'Vehículo', job_application: 'Puesto' } as const;

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
      </dl>
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
