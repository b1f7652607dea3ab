import { type RefObject, useEffect, useId, useRef } from 'react';
import { Form, useNavigation } from 'react-router';
import type { CancellationPreview } from '#domain/operation/cancellation';
import { dealershipPaths } from '#domain/operation/dealership-paths';
import { MINIMUM_CANCELLATION_DAYS } from '#domain/operation/deposit';
import type { CancellationResult } from '#domain/operation/payment';
import { formatMoney } from '#domain/shared/money';
import { Button, buttonClass } from '../../components/button';
import { PageMain } from '../../components/page-main';
import { TextField } from '../../components/text-field';
import './dealership.css';

/** The hidden field of the confirmation form: only a post that carries it cancels. */
export const CANCELLATION_CONFIRM_FIELD = 'confirmar';
export const CANCELLATION_CONFIRM_VALUE = 'si';

type Confirmable = Extract<CancellationPreview, { ok: true }>;

/** What /arrepentimiento answers to a post: the confirmation to show, or the outcome. */
export type CancellationStep =
  | { step: 'confirm'; preview: Confirmable }
  | { step: 'result'; result: CancellationResult };

/**
 * docs/product.md §D6: the right to cancel a reservation. The operation code and the e-mail it was started with are enough;
 * the page then says what cancelling will do and cancels only once the buyer confirms. The cancellation code is shown
 * at once and e-mailed. Every step is a server-rendered form, so it works without JavaScript.
 */
export function CancellationPage({ step }: { step: CancellationStep | null }) {
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting' ? navigation.formData : undefined;
  const confirming = sending?.get(CANCELLATION_CONFIRM_FIELD) === CANCELLATION_CONFIRM_VALUE;
  const outcomeRef = useRef<HTMLDivElement>(null);
  const confirmationRef = useRef<HTMLElement>(null);
  // Each answer replaces part of the page: the focus goes to it, so a screen reader reads it next.
  useEffect(() => {
    if (step) (confirmationRef.current ?? outcomeRef.current)?.focus();
  }, [step]);
  const result = step?.step === 'result' ? step.result : null;

  return (
    <PageMain className="dealership theme-territorio">
      <div className="container dealership__inner dealership__message">
        <h1 className="dealership__title">Botón de arrepentimiento</h1>
        <p className="dealership__lead">
          Si reservaste una unidad online, tenés {MINIMUM_CANCELLATION_DAYS} días corridos desde el pago para
          cancelar la reserva. Te devolvemos el 100% de la seña a la misma tarjeta.
        </p>
        {step?.step === 'confirm' ? (
          <CancellationConfirmation preview={step.preview} busy={confirming} panelRef={confirmationRef} />
        ) : result?.ok ? (
          <div className="dealership__panel" ref={outcomeRef} tabIndex={-1} role="status">
            <h2 className="dealership__subtitle">Cancelaste tu reserva</h2>
            <p>
              Tu código de cancelación es{' '}
              <strong className="operation-code__value">{result.cancellationCode}</strong>
            </p>
            <p>
              {result.refunded > 0
                ? `Pedimos la devolución de ${formatMoney(result.refunded, 'ars')} a tu tarjeta. Te enviamos el código por e-mail.`
                : 'Te enviamos el código por e-mail.'}
            </p>
          </div>
        ) : (
          <Form method="post" className="dealership__panel" noValidate>
            {result && !result.ok && (
              <div ref={outcomeRef} tabIndex={-1} role="alert" className="dealership__error">
                {result.message}
              </div>
            )}
            <TextField
              label="Código de operación"
              name="code"
              required
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              helpText="Está en el e-mail que te enviamos al empezar la reserva."
            />
            <TextField label="E-mail de la reserva" name="email" type="email" autoComplete="email" required />
            <Button type="submit" disabled={sending !== undefined}>
              {sending ? 'Buscando tu reserva…' : 'Cancelar mi reserva'}
            </Button>
          </Form>
        )}
      </div>
    </PageMain>
  );
}

/** What each kind of operation loses when it is cancelled, in the buyer's words. */
function consequences(preview: Confirmable): string[] {
  const deposit = formatMoney(preview.refund, 'ars');
  switch (preview.stage) {
    case 'reserved':
      return [
        `Se cancela la reserva del ${preview.vehicle}.`,
        `Te devolvemos la seña de ${deposit} a la tarjeta con la que pagaste.`,
        'La unidad se libera y otra persona puede reservarla.',
      ];
    case 'paying':
      return [
        `Se cancela la reserva del ${preview.vehicle}.`,
        `Si el pago de la seña que empezaste se aprueba, te devolvemos los ${deposit} a la misma tarjeta.`,
        'La unidad deja de estar apartada para vos y otra persona puede reservarla.',
      ];
    default:
      return [
        `Se cancela tu operación del ${preview.vehicle}.`,
        'Todavía no pagaste la seña: no hay nada que devolver.',
        'Para reservar esta u otra unidad vas a tener que empezar una operación nueva.',
      ];
  }
}

/** The step before cancelling: what will happen, and a form whose hidden field confirms it. */
function CancellationConfirmation({
  preview,
  busy,
  panelRef,
}: {
  preview: Confirmable;
  busy: boolean;
  panelRef: RefObject<HTMLElement | null>;
}) {
  const titleId = useId();
  return (
    <section
      className="dealership__panel cancellation-confirm"
      ref={panelRef}
      tabIndex={-1}
      aria-labelledby={titleId}
    >
      <h2 className="dealership__subtitle" id={titleId}>
        ¿Querés cancelar tu reserva?
      </h2>
      <p>
        Operación <strong className="operation-code__value">{preview.code}</strong>. Si confirmás:
      </p>
      <ul className="cancellation-confirm__list">
        {consequences(preview).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className="dealership__instruction">Esta acción no se puede deshacer.</p>
      <Form method="post" className="dealership__actions">
        <input type="hidden" name="code" value={preview.code} />
        <input type="hidden" name="email" value={preview.email} />
        <input type="hidden" name={CANCELLATION_CONFIRM_FIELD} value={CANCELLATION_CONFIRM_VALUE} />
        <Button type="submit" disabled={busy}>
          {busy ? 'Cancelando…' : 'Sí, cancelar la reserva'}
        </Button>
        {/* docs/product.md §2: the resume route always loads the whole page. */}
        <a href={dealershipPaths.resume(preview.code)} className={buttonClass('secondary')}>
          No, mantener mi reserva
        </a>
      </Form>
    </section>
  );
}
