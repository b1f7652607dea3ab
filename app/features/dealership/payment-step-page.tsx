import { useEffect, useRef, useState } from 'react';
import { Form, useNavigation, useRevalidator } from 'react-router';
import { MINIMUM_CANCELLATION_DAYS } from '#domain/operation/deposit';
import { HOLD_LOST_MESSAGE } from '#domain/operation/payment';
import type { PrintedLine } from '#domain/operation/price-lines';
import { formatClockTime } from '#domain/shared/mendoza-time';
import { formatMoney } from '#domain/shared/money';
import { Button } from '../../components/button';
import { DealershipFrame } from './dealership-frame';
import type { SummaryUnit } from './unit-summary';
import { UnitSummaryLater } from './unit-summary-later';
// The unit's price lines arrive later (UnitSummaryLater); their stylesheet comes with the page.
import './price-lines.css';

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

/** The minutes left at which the page tells a screen reader how long the hold still lasts. */
const HOLD_ANNOUNCED_MINUTES = [1, 5];

/**
 * The seconds the hold shown has left, counted down once a second from the server's count (a phone whose clock is off
 * still ends it when the server does); at 0 the page stops offering the frame and says so, and asks the server again,
 * so no text goes on saying the unit is held after it was released.
 */
function useHoldSecondsLeft(holdExpiresAt: string | null, secondsLeft: number): number {
  const revalidator = useRevalidator();
  // The timer depends on the hold alone: a new hold restarts the count, a reload of the same hold keeps it.
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  const atLoad = useRef(secondsLeft);
  atLoad.current = secondsLeft;
  // The count of the hold it was made for: a new hold starts from the server's count at once.
  const [left, setLeft] = useState({ hold: holdExpiresAt, seconds: secondsLeft });
  useEffect(() => {
    if (!holdExpiresAt) return;
    const ends = Date.now() + atLoad.current * 1000;
    const tick = () => {
      const now = Math.max(0, Math.ceil((ends - Date.now()) / 1000));
      setLeft({ hold: holdExpiresAt, seconds: now });
      if (now === 0) {
        clearInterval(timer);
        void revalidate.current();
      }
    };
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [holdExpiresAt]);
  if (!holdExpiresAt) return 0;
  return left.hold === holdExpiresAt ? left.seconds : secondsLeft;
}

/** "19:42": minutes and seconds. */
const clockOf = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * docs/product.md §2 step 4: until when the unit is held, and the time left counting down. The count is a timer that
 * screen readers do not read out each second; they hear the time left at 5 minutes and at 1.
 */
function HoldCountdown({ until, secondsLeft }: { until: string; secondsLeft: number }) {
  const minutes = Math.ceil(secondsLeft / 60);
  const announced = HOLD_ANNOUNCED_MINUTES.find((mark) => minutes <= mark);
  return (
    <div className="dealership__note hold-countdown">
      <p>Apartamos la unidad para vos hasta las {formatClockTime(new Date(until))}.</p>
      <p>
        Te quedan <strong role="timer">{clockOf(secondsLeft)}</strong> para pagar la seña.
      </p>
      <p className="sr-only" aria-live="polite">
        {announced
          ? `Te quedan menos de ${announced === 1 ? 'un minuto' : `${announced} minutos`} para pagar la seña.`
          : ''}
      </p>
    </div>
  );
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
  const secondsLeft = useHoldSecondsLeft(frame ? holdExpiresAt : null, holdSecondsLeft);
  const lapsed = frame !== null && holdExpiresAt !== null && secondsLeft === 0;
  const shownFrame = lapsed ? null : frame;
  const shownMessage = lapsed ? HOLD_LOST_MESSAGE : message;
  return (
    <DealershipFrame
      styleKey={brand.styleKey}
      step={4}
      title="Pago de Seña"
      lead={`Pagá la seña de ${formatMoney(deposit, 'ars')} con tarjeta de crédito Visa, MasterCard o Naranja en 1, 2 o 3 cuotas.`}
      aside={<UnitSummaryLater unit={unit} lines={summary} />}
    >
      {shownMessage && (
        <p className="dealership__panel dealership__error" role="alert">
          {shownMessage}
        </p>
      )}
      {shownFrame ? (
        <>
          {holdExpiresAt && <HoldCountdown until={holdExpiresAt} secondsLeft={secondsLeft} />}
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
