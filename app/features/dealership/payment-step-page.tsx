import { useEffect, useRef, useState } from 'react';
import { Form, useNavigation, useRevalidator } from 'react-router';
import { MINIMUM_CANCELLATION_DAYS } from '#domain/operation/deposit';
import { HOLD_LOST_MESSAGE } from '#domain/operation/payment';
import type { PrintedLine } from '#domain/operation/price-lines';
import { formatClockTime } from '#domain/shared/mendoza-time';
import { formatMoney } from '#domain/shared/money';
import { Button } from '../../components/button';
import { DealershipFrame } from './dealership-frame';
import { type SummaryUnit, UnitSummary } from './unit-summary';

/** docs/product.md §9: the payment frame is 820 px high. */
export const PAYMENT_FRAME_HEIGHT = 820;

export interface PaymentStepData {
  brand: { id: number; name: string; styleKey: string };
  unit: SummaryUnit;
  summary: readonly PrintedLine[];
  code: string;
  deposit: number;
  /** The frame's address while the unit is held for this buyer; null shows the button that holds it. */
  frame: string | null;
  /** Why the buyer is asked to start (again): a rejection, a lapsed hold, no gateway for the brand. */
  message: string | null;
  /** False when the brand can't take payments (docs/product.md §8). */
  canPay: boolean;
  holdExpiresAt: string | null;
  /** Seconds the hold had left when the page was loaded, by the server's clock. */
  holdSecondsLeft: number;
}

/**
 * Whether the hold shown has lapsed while the page was open: the page then stops offering the frame and says so, and
 * asks the server again, so no text goes on saying the unit is held after it was released.
 */
function useHoldLapsed(holdExpiresAt: string | null, secondsLeft: number): boolean {
  const revalidator = useRevalidator();
  // The timer depends on the hold alone: a new hold restarts the count, a reload of the same hold keeps it.
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  const msLeft = useRef(secondsLeft * 1000);
  msLeft.current = secondsLeft * 1000;
  const [lapsed, setLapsed] = useState(false);
  useEffect(() => {
    setLapsed(false);
    if (!holdExpiresAt) return;
    const timer = setTimeout(
      () => {
        setLapsed(true);
        void revalidate.current();
      },
      Math.max(0, msLeft.current),
    );
    return () => clearTimeout(timer);
  }, [holdExpiresAt]);
  return lapsed;
}

/** docs/product.md §2 step 4, Pago de Seña: the gateway's 820 px frame for the deposit, once the unit is held for the buyer. */
export function PaymentStepPage({
  brand,
  unit,
  code,
  deposit,
  summary,
  frame,
  message,
  canPay,
  holdExpiresAt,
  holdSecondsLeft,
}: PaymentStepData) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const lapsed = useHoldLapsed(frame ? holdExpiresAt : null, holdSecondsLeft);
  const shownFrame = lapsed ? null : frame;
  const shownMessage = lapsed ? HOLD_LOST_MESSAGE : message;
  return (
    <DealershipFrame
      styleKey={brand.styleKey}
      step={4}
      title="Pago de Seña"
      lead={`Pagá la seña de ${formatMoney(deposit, 'ars')} con tarjeta de crédito Visa, MasterCard o Naranja en 1, 2 o 3 cuotas.`}
      aside={<UnitSummary unit={unit} lines={summary} />}
    >
      {shownMessage && (
        <p className="dealership__panel dealership__error" role="alert">
          {shownMessage}
        </p>
      )}
      {shownFrame ? (
        <>
          {holdExpiresAt && (
            <p className="dealership__note">
              Apartamos la unidad para vos hasta las {formatClockTime(new Date(holdExpiresAt))}.
            </p>
          )}
          <iframe
            className="payment-frame"
            title="Pago de la seña con tarjeta"
            src={shownFrame}
            // Its width is the panel's (.payment-frame): HTML's width attribute takes pixels only.
            height={PAYMENT_FRAME_HEIGHT}
          />
        </>
      ) : (
        canPay && (
          <Form method="post" className="dealership__panel">
            <p>
              Al continuar apartamos la unidad para vos mientras pagás. Si te arrepentís dentro de los{' '}
              {MINIMUM_CANCELLATION_DAYS} días corridos, te devolvemos el 100% de la seña.
            </p>
            <input type="hidden" name="code" value={code} />
            <Button type="submit" disabled={busy}>
              {busy ? 'Apartando la unidad…' : 'Pagar la seña'}
            </Button>
          </Form>
        )
      )}
    </DealershipFrame>
  );
}
