import { Form, useNavigation } from 'react-router';
import { MINIMUM_CANCELLATION_DAYS } from '../../../domain/deposit';
import { formatMoney } from '../../../domain/money';
import { Button } from '../../components/button';
import { DealershipFrame } from './dealership-frame';
import { type SummaryUnit, UnitSummary } from './unit-summary';

/** SPEC §9: the payment frame is 820 px high. */
export const PAYMENT_FRAME_HEIGHT = 820;

export interface PaymentStepData {
  brand: { id: number; name: string; styleKey: string };
  unit: SummaryUnit;
  code: string;
  deposit: number;
  promotion: { code: string; discount: number } | null;
  /** The frame's address while the unit is held for this buyer; null shows the button that holds it. */
  frame: string | null;
  /** Why the buyer is asked to start (again): a rejection, a lapsed hold, no gateway for the brand. */
  message: string | null;
  /** False when the brand can't take payments (SPEC §8). */
  canPay: boolean;
  holdExpiresAt: string | null;
}

const timeFormat = new Intl.DateTimeFormat('es-AR', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'America/Argentina/Mendoza',
});

/** SPEC §2 step 4, Pago de Seña: the gateway's 820 px frame for the deposit, once the unit is held for the buyer. */
export function PaymentStepPage({
  brand,
  unit,
  code,
  deposit,
  promotion,
  frame,
  message,
  canPay,
  holdExpiresAt,
}: PaymentStepData) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  return (
    <DealershipFrame
      styleKey={brand.styleKey}
      step={4}
      title="Pago de Seña"
      lead={`Pagá la seña de ${formatMoney(deposit, 'ars')} con tarjeta de crédito Visa, MasterCard o Naranja en 1, 2 o 3 cuotas.`}
      aside={<UnitSummary unit={unit} deposit={deposit} promotion={promotion} />}
    >
      {message && (
        <p className="dealership__panel dealership__error" role="alert">
          {message}
        </p>
      )}
      {frame ? (
        <>
          {holdExpiresAt && (
            <p className="dealership__note">
              Apartamos la unidad para vos hasta las {timeFormat.format(new Date(holdExpiresAt))}.
            </p>
          )}
          <iframe
            className="payment-frame"
            title="Pago de la seña con tarjeta"
            src={frame}
            height={820}
            width="100%"
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
