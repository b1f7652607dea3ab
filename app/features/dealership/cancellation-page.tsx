import { useEffect, useRef } from 'react';
import { Form, useNavigation } from 'react-router';
import { MINIMUM_CANCELLATION_DAYS } from '../../../domain/deposit';
import { formatMoney } from '../../../domain/money';
import type { CancellationResult } from '../../../domain/payment';
import { Button } from '../../components/button';
import { MAIN_CONTENT_ID } from '../../components/site-frame';
import { TextField } from '../../components/text-field';
import './dealership.css';

/**
 * DECISIONS §6: the right to cancel a reservation. The operation code and the e-mail it was started with are enough;
 * the cancellation code is shown at once and e-mailed.
 */
export function CancellationPage({ result }: { result: CancellationResult | null }) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const outcomeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (result) outcomeRef.current?.focus();
  }, [result]);

  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="page dealership theme-territorio">
      <div className="container dealership__inner dealership__message">
        <h1 className="dealership__title">Botón de arrepentimiento</h1>
        <p className="dealership__lead">
          Si reservaste una unidad online, tenés {MINIMUM_CANCELLATION_DAYS} días corridos desde el pago para
          cancelar la reserva. Te devolvemos el 100% de la seña a la misma tarjeta.
        </p>
        {result?.ok ? (
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
            <Button type="submit" disabled={busy}>
              {busy ? 'Cancelando…' : 'Cancelar mi reserva'}
            </Button>
          </Form>
        )}
      </div>
    </main>
  );
}
