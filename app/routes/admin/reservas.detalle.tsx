import { data } from 'react-router';
import { type StaffMember, type StaffSession, staffMay } from '#domain/back-office/staff';
import { STAFF_PATHS } from '#domain/back-office/staff-accounts';
import {
  actionRefusal,
  EARLY_DELIVERY_FIELD,
  EARLY_DELIVERY_VALUE,
  type FulfilmentAction,
  type FulfilmentResult,
} from '#domain/operation/operation-fulfilment';
import { formatMoney } from '#domain/shared/money';
import { operationFulfilmentContext, reservationsDeskContext } from '../../context';
import {
  AdminErrorBoundary,
  AdminPageHeader,
  adminMeta,
  BackLink,
} from '../../features/back-office/panel/admin-frame';
import { postedForm } from '../../features/back-office/panel/form-answers';
import { NO_PERMISSION, requireStaff } from '../../features/back-office/panel/guard.server';
import {
  CONFIRM_FIELD,
  CONFIRM_VALUE,
  DESK_INTENT_FIELDS,
  DESK_INTENTS,
  type DeskActionAnswer,
  type DeskIntent,
  needsConfirmation,
} from '../../features/back-office/reservations/desk-actions';
import { DeskActionsLater } from '../../features/back-office/reservations/desk-actions-later';
import {
  AmountsCard,
  BuyerCard,
  DetailSummary,
  MailsCard,
  PaymentsCard,
  TimelineCard,
  UnitCard,
} from '../../features/back-office/reservations/desk-detail';
import { deskInputErrors } from '../../features/back-office/reservations/desk-input.server';
import { confirmationText, deskPage } from '../../features/back-office/reservations/desk-texts.server';
import type { Route } from './+types/reservas.detalle';

export const meta = ({ loaderData }: Route.MetaArgs) =>
  adminMeta(loaderData ? `Reserva ${loaderData.detail.code}` : 'Reserva');

const NOT_FOUND = 'No encontramos esa operación.';

/**
 * The operation the member may read, or the request ends: 404 for a code that names none, 403 for another brand's
 * (a `sales` member of another brand learns that it exists, not what it holds; the same for every action).
 */
async function readableOperation(args: Route.LoaderArgs | Route.ActionArgs, member: StaffMember) {
  const lookup = await args.context.get(reservationsDeskContext).detail(member, args.params.code);
  if (lookup.found) return lookup.detail;
  if (lookup.reason === 'forbidden') throw data({ message: NO_PERMISSION }, { status: 403 });
  throw data({ message: NOT_FOUND }, { status: 404 });
}

export async function loader(args: Route.LoaderArgs) {
  const { actor } = requireStaff(args, 'reservations.read');
  const detail = await readableOperation(args, actor.member);
  const mayAct = staffMay(actor.member, 'reservations.act', detail.brandId);
  const options = mayAct ? await args.context.get(operationFulfilmentContext).options(detail.code) : null;
  return {
    ...deskPage(detail),
    options,
    mayCancelOutsideWindow: staffMay(actor.member, 'reservations.cancel_outside_window', detail.brandId),
    mayUndo: staffMay(actor.member, 'reservations.undo', detail.brandId),
  };
}

const STAGE_ACTIONS: Partial<Record<DeskIntent, FulfilmentAction>> = {
  receive_documents: 'receive_documents',
  schedule_delivery: 'schedule_delivery',
  deliver: 'deliver',
  cancel: 'cancel',
};

const refused = (
  intent: DeskIntent | null,
  status: number,
  message: string,
  fields?: Record<string, string>,
  fieldErrors?: Partial<Record<string, string>>,
) =>
  data<DeskActionAnswer>(
    {
      step: 'done',
      intent,
      ok: false,
      message,
      at: Date.now(),
      ...(fields ? { fields } : {}),
      ...(fieldErrors ? { fieldErrors } : {}),
    },
    { status },
  );

/** What each action says when it is done. */
function doneMessage(
  intent: DeskIntent,
  result: FulfilmentResult<{ cancellationCode?: string; refunded?: number; unchanged?: true }>,
) {
  switch (intent) {
    case 'receive_documents':
      return 'Registramos la documentación y le avisamos al comprador.';
    case 'schedule_delivery':
      return 'Programamos la entrega y le enviamos la cita al comprador.';
    case 'deliver':
      return 'La unidad quedó entregada: ya no aparece en el sitio.';
    case 'cancel':
      return result.ok && result.cancellationCode
        ? `Cancelamos la reserva y devolvimos ${formatMoney(result.refunded ?? 0, 'ars')}. Código de cancelación: ${result.cancellationCode}.`
        : 'Cancelamos la reserva y devolvimos la seña.';
    case 'resend_mail':
      return 'Reenviamos el e-mail.';
    case 'assign_advisor':
      return result.ok && 'unchanged' in result && result.unchanged
        ? 'Esa persona ya era el asesor: no cambió nada.'
        : 'Asignamos el asesor.';
    case 'note':
      return 'Guardamos la nota.';
    case 'undo_documents':
      return 'La documentación volvió a quedar pendiente y le avisamos al comprador.';
    case 'undo_delivery':
      return 'La entrega se deshizo: la unidad vuelve a estar reservada y le avisamos al comprador.';
  }
}

async function act(
  args: Route.ActionArgs,
  session: StaffSession,
  intent: DeskIntent,
  code: string,
  fields: Record<string, string>,
  brandId: number,
): Promise<FulfilmentResult<{ cancellationCode?: string; refunded?: number; unchanged?: true }>> {
  const fulfilment = args.context.get(operationFulfilmentContext);
  const { actor } = session;
  switch (intent) {
    case 'receive_documents':
      return fulfilment.receiveDocuments(actor, code);
    case 'schedule_delivery':
      return fulfilment.scheduleDelivery(actor, code, fields);
    case 'deliver':
      return fulfilment.markDelivered(actor, code, fields);
    case 'cancel':
      return fulfilment.cancel(actor, code, fields, {
        outsideWindowAllowed: staffMay(actor.member, 'reservations.cancel_outside_window', brandId),
      });
    case 'resend_mail':
      return fulfilment.resendMail(actor, code, fields);
    case 'assign_advisor':
      return fulfilment.assignAdvisor(actor, code, fields);
    case 'note':
      return fulfilment.addNote(actor, code, fields);
    case 'undo_documents':
      return fulfilment.undo(actor, code, 'documents');
    case 'undo_delivery':
      return fulfilment.undo(actor, code, 'delivery');
  }
}

/**
 * Every action of the desk (domain/operation/operation-fulfilment.ts): the session and the CSRF token were checked before this
 * runs (server/staff), the brand and `reservations.act` here. The first post of an action answers with what it will do;
 * the one that carries the confirmation acts, through the fulfilment's functions.
 */
export async function action(args: Route.ActionArgs) {
  const session = requireStaff(args, 'reservations.read');
  const detail = await readableOperation(args, session.actor.member);
  requireStaff(args, 'reservations.act', detail.brandId);

  const form = await postedForm(args.request);
  const rawIntent = form.get('intent');
  const intent = DESK_INTENTS.find((candidate) => candidate === rawIntent);
  if (!intent) return refused(null, 400, 'No reconocemos esa acción. Recargá la página y probá de nuevo.');
  const fields: Record<string, string> = {};
  for (const name of DESK_INTENT_FIELDS[intent]) {
    const value = form.get(name);
    if (typeof value === 'string') fields[name] = value;
  }

  if (needsConfirmation(intent) && form.get(CONFIRM_FIELD) !== CONFIRM_VALUE) {
    const stageAction = STAGE_ACTIONS[intent];
    // The branches and the salespeople name what a delivery or an assignment confirms.
    const options =
      stageAction || intent === 'schedule_delivery' || intent === 'assign_advisor'
        ? await args.context.get(operationFulfilmentContext).options(detail.code)
        : null;
    if (stageAction) {
      if (!options) throw data({ message: NOT_FOUND }, { status: 404 });
      if (!options.actions.includes(stageAction))
        return refused(intent, 409, actionRefusal(options.state, stageAction), fields);
      if (
        intent === 'cancel' &&
        options.outsideCancellationWindow &&
        !staffMay(session.actor.member, 'reservations.cancel_outside_window', detail.brandId)
      )
        return refused(
          intent,
          403,
          'Terminó el plazo del Botón de arrepentimiento: solo una persona de administración puede cancelar esta reserva.',
          fields,
        );
    }
    if (
      (intent === 'undo_documents' || intent === 'undo_delivery') &&
      !staffMay(session.actor.member, 'reservations.undo', detail.brandId)
    )
      return refused(intent, 403, 'Solo una persona de administración puede deshacer este paso.', fields);
    // Before the appointment, the confirmation says so, and carries the flag the server needs to accept it.
    const deliveryAt = options?.state.deliveryAt;
    if (intent === 'deliver' && deliveryAt && Date.parse(deliveryAt) > Date.now()) {
      fields[EARLY_DELIVERY_FIELD] = EARLY_DELIVERY_VALUE;
    } else if (intent === 'deliver') {
      delete fields[EARLY_DELIVERY_FIELD];
    }
    const invalid = deskInputErrors(intent, fields);
    if (invalid) return refused(intent, 400, invalid.message, fields, invalid.fieldErrors);
    if (intent === 'schedule_delivery') {
      const closed = await args.context.get(operationFulfilmentContext).deliveryRefusal(fields);
      if (closed) return refused(intent, closed.status, closed.message, fields, closed.fieldErrors);
    }
    return data<DeskActionAnswer>({
      step: 'confirm',
      intent,
      fields,
      message: confirmationText(intent, fields, detail, options),
    });
  }

  const result = await act(args, session, intent, detail.code, fields, detail.brandId);
  if (!result.ok) return refused(intent, result.status, result.message, fields, result.fieldErrors);
  return data<DeskActionAnswer>({
    step: 'done',
    intent,
    ok: true,
    message: doneMessage(intent, result),
    at: Date.now(),
  });
}

export default function ReservationDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { detail, timeline, options, mayCancelOutsideWindow, mayUndo } = loaderData;
  return (
    <>
      <BackLink to={STAFF_PATHS.reservations} label="Todas las reservas" />
      <AdminPageHeader title={`Operación ${detail.code}`} lead={<DetailSummary detail={detail} />} />
      <div className={options ? 'admin-detail desk-detail--actions' : 'admin-detail'}>
        <div className="admin-column">
          <UnitCard detail={detail} />
          <BuyerCard detail={detail} />
          <AmountsCard detail={detail} />
        </div>
        {options && (
          <div className="admin-column">
            <DeskActionsLater
              detail={detail}
              options={options}
              mayCancelOutsideWindow={mayCancelOutsideWindow}
              mayUndo={mayUndo}
              answer={actionData}
            />
          </div>
        )}
        <PaymentsCard detail={detail} />
        <MailsCard detail={detail} />
        <TimelineCard timeline={timeline} />
      </div>
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
