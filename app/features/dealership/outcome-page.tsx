import { useEffect } from 'react';
import { useRevalidator } from 'react-router';
import type { PaymentOutcome } from '#domain/operation/payment';
import type { ReservationVisitResult, ReservationVisitView } from '#domain/operation/reservation-visit';
import { formatMoney } from '#domain/shared/money';
import { ButtonLink } from '../../components/button';
import { Link } from '../../components/link';
import { PageMain } from '../../components/page-main';
import { ReservationVisitLater } from './reservation-visit-later';
import { StatementLines } from './statement-lines';
import './dealership.css';

export interface OutcomeData {
  kind: 'reserved' | 'pending';
  styleKey: string;
  code: string;
  model: string;
  chassis: string;
  deposit: number;
  firstName: string;
  /** Paid through the sandbox gateway: nothing was charged, and the page says so. */
  testPayment: boolean;
  cancellationDays: number;
  /** The receipt's amounts and the branch, printed by the server. */
  outcome: PaymentOutcome | null;
  /** "Mi reserva", opened with the code and the e-mail. */
  myReservationPath: string;
  /** The visit within 48 hours: booked, or the slots to book it; null when the operation takes none. */
  visit: ReservationVisitView | null;
  /** The answer to the visit's form, just posted. */
  visitResult?: ReservationVisitResult | undefined;
}

/** docs/product.md §2 success ('Tu 0km te espera') and pending pages, read from the database. */
/** How often the pending page asks again whether the payment was confirmed. */
const PENDING_REFRESH_MS = 5_000;

export function OutcomePage({
  kind,
  styleKey,
  code,
  model,
  chassis,
  deposit,
  firstName,
  testPayment,
  cancellationDays,
  outcome,
  myReservationPath,
  visit,
  visitResult,
}: OutcomeData) {
  const revalidator = useRevalidator();
  // The loader moves a confirmed payment on to the success page.
  useEffect(() => {
    if (kind !== 'pending') return;
    const timer = setInterval(() => {
      if (revalidator.state === 'idle') void revalidator.revalidate();
    }, PENDING_REFRESH_MS);
    return () => clearInterval(timer);
  }, [kind, revalidator]);
  return (
    <PageMain className={`dealership theme-${styleKey}`}>
      <div className="container dealership__inner dealership__message">
        <p className="dealership__eyebrow">Concesionario Digital</p>
        {kind === 'reserved' ? (
          <>
            <h1 className="dealership__title">Tu 0km te espera</h1>
            <p className="dealership__lead">
              El pago de la seña ({formatMoney(deposit, 'ars')}) se realizó con éxito y tu {model} quedó
              reservado.
            </p>
          </>
        ) : (
          <>
            <h1 className="dealership__title">Tu reserva está pendiente de confirmación</h1>
            <p className="dealership__lead">
              El pago de la seña ({formatMoney(deposit, 'ars')}) está en revisión. Te avisamos por e-mail
              apenas se confirme; la unidad sigue apartada para vos.
            </p>
          </>
        )}
        {testPayment && (
          <p className="dealership__panel dealership__test-payment">
            <strong>PRUEBA:</strong> pagaste en la pasarela de prueba del sitio. No se cobró nada.
          </p>
        )}
        <div className="dealership__panel">
          <p>
            <strong>Acercate a nuestras oficinas dentro de las 48 horas</strong> para completar la compra.
          </p>
          {outcome?.branch && (
            <address className="outcome__branch">
              <strong>{outcome.branch.name}</strong>
              <br />
              {outcome.branch.address}
              {outcome.branch.openingHours.map(({ days, hours }) => (
                <span key={days}>
                  <br />
                  {days}: {hours}
                </span>
              ))}
            </address>
          )}
          {kind === 'reserved' && (
            <p>{firstName ? `${firstName}, te` : 'Te'} enviamos el comprobante de la reserva por e-mail.</p>
          )}
          <dl className="review__data">
            <div>
              <dt>Código de operación</dt>
              <dd>{code}</dd>
            </div>
            <div>
              <dt>Vehículo</dt>
              <dd>{model}</dd>
            </div>
            <div>
              <dt>Chasis</dt>
              <dd>{chassis}</dd>
            </div>
          </dl>
          {outcome && (
            <>
              <h2 className="review__subtitle">Tu compra</h2>
              <StatementLines lines={outcome.amounts} label="Tu compra" />
              <h2 className="review__subtitle">A pagar en la entrega</h2>
              <StatementLines lines={outcome.atDelivery} label="A pagar en la entrega" />
              {outcome.rate.length > 0 && <StatementLines lines={outcome.rate} />}
            </>
          )}
          {kind === 'reserved' && (
            <p className="dealership__note">
              Si te arrepentís, tenés {cancellationDays} días corridos para cancelar con el{' '}
              <Link to="/arrepentimiento">Botón de arrepentimiento</Link> y te devolvemos el 100% de la seña.
            </p>
          )}
        </div>
        {visit && <ReservationVisitLater visit={visit} manage={false} result={visitResult} />}
        <div className="dealership__actions">
          <ButtonLink to={myReservationPath}>Ver mi reserva</ButtonLink>
          <ButtonLink to="/" variant="secondary">
            Volver al inicio
          </ButtonLink>
        </div>
      </div>
    </PageMain>
  );
}
