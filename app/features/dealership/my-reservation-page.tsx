import { useEffect, useId, useRef } from 'react';
import { Form, useNavigation } from 'react-router';
import { findBrandById } from '#domain/catalogue/brands';
import { dealershipPaths } from '#domain/operation/dealership-paths';
import type { MyReservation, MyReservationBranch } from '#domain/operation/my-reservation';
import type { BuyerStep } from '#domain/operation/operation-fulfilment';
import type { ReservationVisitResult, ReservationVisitView } from '#domain/operation/reservation-visit';
import { formatClockTime, formatLongDate } from '#domain/shared/mendoza-time';
import { formatMoney } from '#domain/shared/money';
import { Button, ButtonLink } from '../../components/button';
import { PageMain } from '../../components/page-main';
import { TextField } from '../../components/text-field';
import { UnitGallery } from '../vehicles/unit-gallery';
import { ReservationVisitLater } from './reservation-visit-later';
import { StatementLines } from './statement-lines';
import { UnitCard } from './unit-summary';
import './dealership.css';
import './my-reservation.css';

/** What the code-and-e-mail form shows: what was typed, and why it found nothing. */
export interface MyReservationAccessData {
  kind: 'access';
  code: string;
  email?: string;
  message: string | null;
  field?: 'code' | 'email';
}

/**
 * The way in without the signed link (docs/decisions/0027): the operation code and the e-mail the reservation was made
 * with. A server-rendered form, so it works without JavaScript.
 */
export function MyReservationAccessPage({ code, email = '', message, field }: MyReservationAccessData) {
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting';
  const alertRef = useRef<HTMLDivElement>(null);
  // The answer replaces part of the page: the focus goes to it, so a screen reader reads it next.
  useEffect(() => {
    if (message) alertRef.current?.focus();
  }, [message]);
  return (
    <PageMain className="dealership theme-territorio">
      <div className="container dealership__inner dealership__message">
        <p className="dealership__eyebrow">Concesionario Digital</p>
        <h1 className="dealership__title">Mi reserva</h1>
        <p className="dealership__lead">
          Seguí tu compra hasta la entrega. Entrá con el enlace del e-mail de tu reserva, o con tu código de
          operación y el e-mail con el que reservaste.
        </p>
        <Form method="post" className="dealership__panel" noValidate>
          {message && (
            <div ref={alertRef} tabIndex={-1} role="alert" className="dealership__error">
              {message}
            </div>
          )}
          <TextField
            label="Código de operación"
            name="code"
            required
            defaultValue={code}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            error={field === 'code'}
            helpText="Son 12 letras y números: está en los e-mails de tu reserva."
          />
          <TextField
            label="E-mail de la reserva"
            name="email"
            type="email"
            autoComplete="email"
            required
            defaultValue={email}
            error={field === 'email'}
          />
          <Button type="submit" disabled={sending}>
            {sending ? 'Buscando tu reserva…' : 'Ver mi reserva'}
          </Button>
        </Form>
      </div>
    </PageMain>
  );
}

const date = (iso: string) => formatLongDate(new Date(iso));
const time = (iso: string) => formatClockTime(new Date(iso));

/** docs/product.md §2 "Mi reserva": where the purchase stands, what comes next and who to ask. */
export function MyReservationPage({
  reservation,
  visit = null,
  visitResult = null,
}: {
  reservation: MyReservation;
  /** The visit within 48 hours, booked or to book; null when the reservation takes none. */
  visit?: ReservationVisitView | null;
  visitResult?: ReservationVisitResult | null;
}) {
  const styleKey = findBrandById(reservation.brandId)?.styleKey ?? 'territorio';
  const reserved = reservation.status === 'reserved';
  const delivered = reserved && reservation.fulfilment === 'delivered';
  return (
    <PageMain className={`dealership my-reservation theme-${styleKey}`}>
      <div className="container dealership__inner">
        <header className="my-reservation__header">
          <p className="dealership__eyebrow">Concesionario Digital</p>
          <h1 className="dealership__title">Mi reserva</h1>
          <p className="dealership__lead">
            {reservation.firstName ? `Hola ${reservation.firstName}: ` : ''}
            {/* A cancelled reservation promises no step ahead (docs/product.md §2 "Mi reserva"). */}
            {reservation.cancelled
              ? `esta es la reserva de tu ${reservation.unit.model}, que quedó cancelada.`
              : delivered
                ? `tu ${reservation.unit.model} ya es tuyo.`
                : `acá seguís tu ${reservation.unit.model} hasta la entrega.`}
          </p>
          <p className="my-reservation__code">
            Código de operación <strong className="operation-code__value">{reservation.code}</strong>
          </p>
        </header>

        {reservation.testPayment && (
          <div className="dealership__panel dealership__test-payment">
            <p>
              <strong>PRUEBA:</strong> esta reserva se pagó en la pasarela de prueba del sitio. No se cobró
              nada.
            </p>
          </div>
        )}

        {reservation.cancelled ? (
          <Cancelled reservation={reservation} />
        ) : reserved ? (
          <Steps steps={reservation.steps} />
        ) : (
          <section className="dealership__panel" aria-labelledby="my-reservation-unpaid">
            <h2 className="dealership__subtitle" id="my-reservation-unpaid">
              Tu reserva todavía no está confirmada
            </h2>
            <p>Falta el pago de la seña. Retomá la reserva donde la dejaste.</p>
            {/* docs/product.md §2: the resume route always loads the whole page. */}
            <a className="btn btn--primary btn--md" href={dealershipPaths.resume(reservation.code)}>
              Retomar mi reserva
            </a>
          </section>
        )}

        <div className="dealership__layout">
          <div className="dealership__content">
            {reserved && <NextStep reservation={reservation} />}
            {visit && <ReservationVisitLater visit={visit} manage result={visitResult} />}
            {reserved && !delivered && <Checklist items={reservation.checklist} />}
            {reserved && <Salesperson salesperson={reservation.salesperson} />}
            <Payments reservation={reservation} />
            {reservation.cancellation.open && <RightToCancel reservation={reservation} />}
          </div>
          <aside className="dealership__aside">
            <Unit unit={reservation.unit} />
            <UnitGallery
              photos={reservation.unitPhotos}
              title="Fotos de tu unidad"
              titleId="my-reservation-photos"
            />
          </aside>
        </div>
      </div>
    </PageMain>
  );
}

const STEP_NOTES: Readonly<Record<BuyerStep['state'], string>> = {
  done: ' (completo)',
  current: ' (paso actual)',
  upcoming: '',
  missing: ' (pendiente)',
};

/** The four steps, the current one marked for screen readers with aria-current="step". */
function Steps({ steps }: { steps: BuyerStep[] }) {
  return (
    <nav className="progress my-reservation__steps" aria-label="Pasos de tu compra">
      <ol className="progress__list">
        {steps.map((step, index) => (
          <li
            key={step.id}
            className={`progress__step progress__step--${step.state === 'missing' ? 'todo' : step.state}`}
            aria-current={step.state === 'current' ? 'step' : undefined}
          >
            <span className="progress__number" aria-hidden="true">
              {step.state === 'done' ? '✓' : index + 1}
            </span>
            <span className="progress__label">
              {step.label}
              <span className="sr-only">{STEP_NOTES[step.state]}</span>
            </span>
          </li>
        ))}
      </ol>
    </nav>
  );
}

function BranchDetails({ branch }: { branch: MyReservationBranch }) {
  return (
    <>
      <dl className="review__data">
        <div>
          <dt>Sucursal</dt>
          <dd>{branch.name}</dd>
        </div>
        <div>
          <dt>Dirección</dt>
          <dd>{branch.address}</dd>
        </div>
        {branch.openingHours.map((hours) => (
          <div key={hours.days}>
            <dt>{hours.days}</dt>
            <dd>{hours.hours}</dd>
          </div>
        ))}
      </dl>
      {/^https?:\/\//.test(branch.mapUrl) && (
        <ButtonLink to={branch.mapUrl} external variant="secondary" size="sm">
          Cómo llegar
        </ButtonLink>
      )}
    </>
  );
}

/** What happens next at this stage, with the appointment once there is one. */
function NextStep({ reservation }: { reservation: MyReservation }) {
  const titleId = useId();
  const { delivery } = reservation;
  if (reservation.fulfilment === 'delivered') {
    return (
      <section className="dealership__panel" aria-labelledby={titleId}>
        <h2 className="dealership__subtitle" id={titleId}>
          Entregado
        </h2>
        <p>
          {reservation.deliveredAt
            ? `Te entregamos tu ${reservation.unit.model} el ${date(reservation.deliveredAt)}.`
            : `Te entregamos tu ${reservation.unit.model}.`}{' '}
          Gracias por elegirnos. Para el service y la garantía, sacá turno de Postventa.
        </p>
        <ButtonLink to="/postventa" variant="secondary" size="sm">
          Postventa
        </ButtonLink>
      </section>
    );
  }
  return (
    <section className="dealership__panel my-reservation__next" aria-labelledby={titleId}>
      <h2 className="dealership__subtitle" id={titleId}>
        {delivery ? 'Tu entrega' : 'Próximo paso'}
      </h2>
      {delivery ? (
        <>
          <p className="my-reservation__appointment">
            <strong>
              {date(delivery.at)}, a las {time(delivery.at)}
            </strong>
          </p>
          {!reservation.documentsReceivedAt && <p>Traé la documentación de la lista el día de la entrega.</p>}
          <BranchDetails branch={delivery.branch} />
        </>
      ) : (
        <>
          <p>
            {reservation.documentsReceivedAt
              ? 'Ya tenemos tu documentación. Te vamos a avisar por e-mail el día, la hora y el lugar de la entrega.'
              : 'Acercate a nuestras oficinas con la documentación de la lista para completar la compra. Después programamos la entrega y te avisamos por e-mail.'}
          </p>
          {reservation.branch && <BranchDetails branch={reservation.branch} />}
        </>
      )}
    </section>
  );
}

function Checklist({ items }: { items: string[] }) {
  const titleId = useId();
  return (
    <section className="dealership__panel" aria-labelledby={titleId}>
      <h2 className="dealership__subtitle" id={titleId}>
        Qué traer a la entrega
      </h2>
      <ul className="my-reservation__checklist">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

function Salesperson({ salesperson }: { salesperson: MyReservation['salesperson'] }) {
  const titleId = useId();
  return (
    <section className="dealership__panel" aria-labelledby={titleId}>
      <h2 className="dealership__subtitle" id={titleId}>
        Tu asesor
      </h2>
      {salesperson ? (
        <>
          <p>{salesperson.fullname} te acompaña hasta la entrega.</p>
          {salesperson.whatsappUrl && (
            <ButtonLink to={salesperson.whatsappUrl} external size="sm">
              Escribile por WhatsApp
            </ButtonLink>
          )}
        </>
      ) : (
        <p>En breve te asignamos un asesor que te acompaña hasta la entrega.</p>
      )}
    </section>
  );
}

/**
 * What the purchase costs and how it is paid (the financing with its whole cost), the deposit paid and, until the
 * delivery, what is paid then with its parts: the review's lines (domain/operation/printed-statement.ts).
 */
function Payments({ reservation }: { reservation: MyReservation }) {
  const titleId = useId();
  return (
    <section className="dealership__panel" aria-labelledby={titleId}>
      <h2 className="dealership__subtitle" id={titleId}>
        Pagos
      </h2>
      <StatementLines lines={reservation.amounts} className="my-reservation__amounts" />
      {!reservation.cancelled && reservation.atDelivery.length > 0 && (
        <>
          <h3 className="my-reservation__subtitle">A pagar en la entrega</h3>
          <StatementLines
            lines={reservation.atDelivery}
            label="A pagar en la entrega"
            className="my-reservation__amounts"
          />
        </>
      )}
      {reservation.rate.length > 0 && <StatementLines lines={reservation.rate} />}
    </section>
  );
}

/** docs/product.md §D6: the Botón de arrepentimiento, through its own page (which asks before cancelling). */
function RightToCancel({ reservation }: { reservation: MyReservation }) {
  const titleId = useId();
  const { until, days } = reservation.cancellation;
  return (
    <section className="dealership__panel" aria-labelledby={titleId}>
      <h2 className="dealership__subtitle" id={titleId}>
        Botón de arrepentimiento
      </h2>
      <p>
        {until
          ? `Si te arrepentís, podés cancelar la reserva hasta el ${date(until)} inclusive`
          : `Si te arrepentís, podés cancelar la reserva durante ${days} días corridos desde el pago`}{' '}
        y te devolvemos el 100% de la seña a la misma tarjeta.
      </p>
      <Form method="post" action="/arrepentimiento">
        <input type="hidden" name="code" value={reservation.code} />
        <input type="hidden" name="email" value={reservation.email} />
        <Button type="submit" variant="secondary" size="sm">
          Cancelar mi reserva
        </Button>
      </Form>
    </section>
  );
}

function Cancelled({ reservation }: { reservation: MyReservation }) {
  const cancelled = reservation.cancelled;
  if (!cancelled) return null;
  const by =
    cancelled.by === 'buyer'
      ? 'Cancelaste esta reserva'
      : cancelled.by === 'dealership'
        ? 'La concesionaria canceló esta reserva'
        : 'Esta reserva se canceló';
  return (
    <section
      className="dealership__panel my-reservation__cancelled"
      aria-labelledby="my-reservation-cancelled"
    >
      <h2 className="dealership__subtitle" id="my-reservation-cancelled">
        Reserva cancelada
      </h2>
      <p>
        {by}
        {cancelled.at ? ` el ${date(cancelled.at)}` : ''}.
      </p>
      {cancelled.code && (
        <p>
          Código de cancelación <strong className="operation-code__value">{cancelled.code}</strong>
        </p>
      )}
      <p>
        {cancelled.refunded > 0
          ? `Pedimos la devolución de la seña (${formatMoney(cancelled.refunded, 'ars')}) a tu tarjeta; según el banco, puede tardar unos días en verse en el resumen.`
          : 'No había ninguna seña cobrada: no hay nada que devolver.'}
      </p>
      <ButtonLink to="/vehiculos-0km" variant="secondary" size="sm">
        Ver vehículos 0 km
      </ButtonLink>
    </section>
  );
}

/** The unit bought; where it is stands in the branch's panel, not here. */
function Unit({ unit }: { unit: MyReservation['unit'] }) {
  const { location: _shownWithTheBranch, ...facts } = unit;
  return <UnitCard unit={facts} titleId="my-reservation-unit" />;
}
