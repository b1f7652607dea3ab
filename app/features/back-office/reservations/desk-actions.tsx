import { type ReactNode, useEffect, useRef } from 'react';
import {
  EARLY_DELIVERY_FIELD,
  type FulfilmentOptions,
  RESENDABLE_MAIL_LABELS,
  RESENDABLE_MAILS,
} from '#domain/operation/operation-fulfilment';
import { localDate } from '#domain/shared/mendoza-time';
import { formatMoney } from '#domain/shared/money';
import { Button } from '../../../components/button';
import { Link } from '../../../components/link';
import { InputField, SelectField, TextareaField } from '../panel/admin-fields';
import { ActionNotice } from '../panel/admin-frame';
import { StaffForm } from '../panel/csrf';
import type { DeskShown } from './desk-detail';
import { reservationPath } from './desk-stages';
import './admin-reservations.css';
import { Amount, WithAmounts } from '../panel/admin-list';

/** What each form of the detail page posts as `intent`. */
export const DESK_INTENTS = [
  'receive_documents',
  'schedule_delivery',
  'deliver',
  'cancel',
  'resend_mail',
  'assign_advisor',
  'note',
  'undo_documents',
  'undo_delivery',
] as const;
export type DeskIntent = (typeof DESK_INTENTS)[number];

/** The fields each intent posts (besides `intent` and the confirmation), as the fulfilment's inputs name them. */
export const DESK_INTENT_FIELDS: Readonly<Record<DeskIntent, readonly string[]>> = {
  receive_documents: [],
  schedule_delivery: ['date', 'time', 'location_id', 'reason'],
  deliver: [EARLY_DELIVERY_FIELD],
  cancel: ['reason'],
  resend_mail: ['mail'],
  assign_advisor: ['account_id'],
  note: ['note'],
  undo_documents: [],
  undo_delivery: [],
};

/** An internal note changes nothing the buyer sees: it is saved at once. Every other action asks first. */
export const needsConfirmation = (intent: DeskIntent) => intent !== 'note';

/** The field that says the person saw the confirmation and agreed. */
export const CONFIRM_FIELD = 'confirmado';
export const CONFIRM_VALUE = 'si';

export type DeskActionAnswer =
  /** `message`: what confirming will do, in the words the person agrees to (desk-texts.server.ts). */
  | { step: 'confirm'; intent: DeskIntent; fields: Record<string, string>; message: string }
  | { step: 'done'; intent: DeskIntent; ok: true; message: string; at: number }
  | {
      step: 'done';
      intent: DeskIntent | null;
      ok: false;
      at: number;
      message: string;
      fieldErrors?: Partial<Record<string, string>>;
      fields?: Record<string, string>;
    };

const ACTION_TITLES: Readonly<Record<DeskIntent, string>> = {
  receive_documents: 'Registrar la documentación',
  schedule_delivery: 'Programar la entrega',
  deliver: 'Marcar como entregada',
  cancel: 'Cancelar y devolver la seña',
  resend_mail: 'Reenviar un e-mail',
  assign_advisor: 'Asignar el asesor',
  note: 'Agregar una nota interna',
  undo_documents: 'Deshacer «documentación recibida»',
  undo_delivery: 'Deshacer «entregada»',
};

/** The confirmation step: what will happen, and the same form again with the fields kept, to confirm or go back. */
function ConfirmPanel({
  answer,
  code,
}: {
  answer: Extract<DeskActionAnswer, { step: 'confirm' }>;
  code: string;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="desk-confirm" aria-labelledby="desk-confirm-title">
      <h2 id="desk-confirm-title" ref={heading} tabIndex={-1}>
        ¿Confirmás? {ACTION_TITLES[answer.intent]}
      </h2>
      <p>
        <WithAmounts text={answer.message} />
      </p>
      <StaffForm className="admin-form__actions">
        <input type="hidden" name="intent" value={answer.intent} />
        <input type="hidden" name={CONFIRM_FIELD} value={CONFIRM_VALUE} />
        {Object.entries(answer.fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Button type="submit">Confirmar</Button>
        <Link to={reservationPath(code)}>Volver sin hacer cambios</Link>
      </StaffForm>
    </section>
  );
}

function ActionCard({
  intent,
  description,
  children,
  submitLabel,
}: {
  intent: DeskIntent;
  description: ReactNode;
  children?: ReactNode;
  submitLabel: string;
}) {
  return (
    <section className="desk-action" aria-labelledby={`desk-action-${intent}`}>
      <h3 id={`desk-action-${intent}`}>{ACTION_TITLES[intent]}</h3>
      <p>{description}</p>
      <StaffForm>
        <input type="hidden" name="intent" value={intent} />
        {children}
        <Button
          type="submit"
          variant={intent === 'cancel' || intent.startsWith('undo_') ? 'secondary' : 'primary'}
        >
          {submitLabel}
        </Button>
      </StaffForm>
    </section>
  );
}

/**
 * The staff actions on the operation (domain/operation/operation-fulfilment.ts), each a form that works without JavaScript: the
 * first post asks for confirmation, the second one acts. Shown only to a member with `reservations.act` on the brand.
 */
export function DeskActions({
  detail,
  options,
  mayCancelOutsideWindow,
  mayUndo,
  answer,
}: {
  detail: DeskShown;
  options: FulfilmentOptions;
  mayCancelOutsideWindow: boolean;
  /** An administrator: may put back "documentación recibida" and "entregada" within a day (decision 0072). */
  mayUndo: boolean;
  answer: DeskActionAnswer | undefined;
}) {
  const failed = answer?.step === 'done' && !answer.ok ? answer : undefined;
  const errorsFor = (intent: DeskIntent) => (failed?.intent === intent ? (failed.fieldErrors ?? {}) : {});
  const valueFor = (intent: DeskIntent, field: string) =>
    failed?.intent === intent ? (failed.fields?.[field] ?? '') : '';
  const has = (action: FulfilmentOptions['actions'][number]) => options.actions.includes(action);
  const today = localDate(new Date());
  const scheduleErrors = errorsFor('schedule_delivery');
  const cancelErrors = errorsFor('cancel');
  const noteErrors = errorsFor('note');
  const rescheduling = options.state.fulfilment === 'delivery_scheduled';
  const cancelBlocked = options.outsideCancellationWindow && !mayCancelOutsideWindow;
  const deposit = detail.payments.find((payment) => payment.status === 'approved');

  return (
    <section className="admin-card" aria-labelledby="desk-actions-title">
      <h2 id="desk-actions-title">Acciones</h2>
      {answer?.step === 'confirm' ? (
        <ConfirmPanel answer={answer} code={detail.code} />
      ) : (
        <ActionNotice result={answer?.step === 'done' ? answer : null} />
      )}
      {/* A new answer starts the forms afresh: a saved note or a done action leaves no text behind. */}
      <div className="desk-actions" key={answer?.step === 'done' ? answer.at : 'forms'}>
        {has('receive_documents') && (
          <ActionCard
            intent="receive_documents"
            description="Cuando el comprador trae el DNI, la constancia de CUIL o CUIT y el comprobante de domicilio."
            submitLabel="Registrar la documentación"
          />
        )}
        {has('schedule_delivery') && (
          <ActionCard
            intent="schedule_delivery"
            description={
              rescheduling
                ? 'Cambiá el día, la hora o la sucursal de la entrega: le enviamos la cita nueva al comprador.'
                : 'El día, la hora y la sucursal: le enviamos la cita al comprador y la ve en «Mi reserva».'
            }
            submitLabel={rescheduling ? 'Reprogramar la entrega' : 'Programar la entrega'}
          >
            <div className="desk-form-grid">
              <InputField
                id="desk-delivery-date"
                label="Día"
                type="date"
                name="date"
                required
                min={today}
                defaultValue={valueFor('schedule_delivery', 'date')}
                error={scheduleErrors.date}
              />
              {options.deliveryTimes.length > 0 ? (
                <SelectField
                  id="desk-delivery-time"
                  label="Hora"
                  name="time"
                  required
                  defaultValue={valueFor('schedule_delivery', 'time')}
                  error={scheduleErrors.time}
                  options={[
                    { value: '', label: 'Elegí la hora' },
                    ...options.deliveryTimes.map((time) => ({ value: time, label: time })),
                  ]}
                />
              ) : (
                <InputField
                  id="desk-delivery-time"
                  label="Hora"
                  type="time"
                  name="time"
                  required
                  step={900}
                  defaultValue={valueFor('schedule_delivery', 'time')}
                  error={scheduleErrors.time}
                />
              )}
              <SelectField
                id="desk-delivery-location"
                label="Sucursal"
                name="location_id"
                required
                defaultValue={
                  valueFor('schedule_delivery', 'location_id') ||
                  String(options.state.deliveryLocationId ?? '')
                }
                error={scheduleErrors.location_id}
                options={[
                  { value: '', label: 'Elegí una sucursal' },
                  ...options.locations.map((branch) => ({ value: branch.id, label: branch.name })),
                ]}
              />
            </div>
            <BranchHours options={options} />
            {rescheduling && (
              <TextareaField
                id="desk-delivery-reason"
                label="Motivo del cambio (opcional)"
                name="reason"
                maxLength={500}
                defaultValue={valueFor('schedule_delivery', 'reason')}
                error={scheduleErrors.reason}
              />
            )}
          </ActionCard>
        )}
        {has('deliver') && (
          <ActionCard
            intent="deliver"
            description="Cuando el comprador se lleva la unidad: queda vendida y sale del catálogo del sitio."
            submitLabel="Marcar como entregada"
          />
        )}
        {mayUndo && options.undoable.includes('documents') && (
          <ActionCard
            intent="undo_documents"
            description="Si fue un error (hasta 24 horas): le avisamos al comprador."
            submitLabel="Deshacer la documentación"
          />
        )}
        {mayUndo && options.undoable.includes('delivery') && (
          <ActionCard
            intent="undo_delivery"
            description="Si fue un error (hasta 24 horas): la unidad vuelve a reservada y le avisamos al comprador."
            submitLabel="Deshacer la entrega"
          />
        )}
        {has('cancel') &&
          (cancelBlocked ? (
            <section className="desk-action" aria-labelledby="desk-action-cancel">
              <h3 id="desk-action-cancel">{ACTION_TITLES.cancel}</h3>
              <p className="desk-warning">
                Terminó el plazo del Botón de arrepentimiento: solo una persona de administración puede
                cancelar esta reserva y devolver la seña.
              </p>
            </section>
          ) : (
            <ActionCard
              intent="cancel"
              description={
                <>
                  Devuelve la seña completa
                  {deposit && (
                    <>
                      {' ('}
                      <Amount>{formatMoney(deposit.amount, 'ars')}</Amount>)
                    </>
                  )}
                  {` por la pasarela de pago, como el Botón de arrepentimiento${options.outsideCancellationWindow ? '; el plazo del botón ya terminó' : ''}. No se puede deshacer.`}
                </>
              }
              submitLabel="Cancelar y devolver la seña"
            >
              <TextareaField
                id="desk-cancel-reason"
                label="Motivo (queda en el historial; el comprador no lo ve)"
                name="reason"
                required
                minLength={5}
                maxLength={500}
                defaultValue={valueFor('cancel', 'reason')}
                error={cancelErrors.reason}
              />
            </ActionCard>
          ))}
        {options.resendable && (
          <ActionCard
            intent="resend_mail"
            description={`Vuelve a enviar un e-mail a ${detail.buyer.email}.`}
            submitLabel="Reenviar"
          >
            <div className="desk-form-grid">
              <SelectField
                id="desk-resend-mail"
                label="E-mail"
                name="mail"
                defaultValue={valueFor('resend_mail', 'mail') || 'code'}
                options={RESENDABLE_MAILS.map((mail) => ({
                  value: mail,
                  label: RESENDABLE_MAIL_LABELS[mail],
                }))}
              />
            </div>
          </ActionCard>
        )}
        {options.advisors.length > 0 && (
          <ActionCard
            intent="assign_advisor"
            description="Quien atiende al comprador: lo ve en «Mi reserva» con su WhatsApp."
            submitLabel="Asignar"
          >
            <div className="desk-form-grid">
              <SelectField
                id="desk-advisor"
                label="Asesor"
                name="account_id"
                required
                // The current asesor is preselected (issue 33).
                defaultValue={
                  valueFor('assign_advisor', 'account_id') || String(options.state.advisorAccountId ?? '')
                }
                options={[
                  { value: '', label: 'Elegí un asesor' },
                  ...options.advisors.map((person) => ({
                    value: person.id,
                    label: person.name,
                  })),
                ]}
              />
            </div>
          </ActionCard>
        )}
        <ActionCard
          intent="note"
          description="Solo para el personal: queda en el historial y el comprador nunca la ve."
          submitLabel="Guardar la nota"
        >
          <TextareaField
            id="desk-note"
            label="Nota"
            name="note"
            required
            maxLength={2000}
            defaultValue={valueFor('note', 'note')}
            error={noteErrors.note}
          />
        </ActionCard>
      </div>
    </section>
  );
}

/** Each branch's hours beside the delivery form: the server refuses a time outside them, a Sunday or a holiday. */
function BranchHours({ options }: { options: FulfilmentOptions }) {
  const known = options.branchHours.filter((branch) => branch.lines.length > 0);
  if (known.length === 0) return null;
  return (
    <details className="desk-branch-hours">
      <summary>Horarios (sin feriados)</summary>
      <ul>
        {known.map((branch) => (
          <li key={branch.id}>
            <strong>{options.locations.find((location) => location.id === branch.id)?.name}:</strong>{' '}
            {branch.lines.join('; ')}
          </li>
        ))}
      </ul>
    </details>
  );
}
