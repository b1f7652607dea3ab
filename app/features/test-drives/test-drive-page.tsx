import { useEffect, useRef } from 'react';
import { Form, useNavigation } from 'react-router';
import { appointmentWhen } from '#domain/back-office/appointment-when';
import type { FieldErrors } from '#domain/shared/field-errors';
import {
  type TestDriveBooking,
  type TestDriveChoices,
  type TestDrivePageQuery,
  type TestDriveSlot,
  type TestDriveVersion,
  testDrivePageHref,
} from '#domain/test-drive/test-drive';
import { Button, ButtonLink } from '../../components/button';
import { ExternalLink } from '../../components/external-link';
import { Hero } from '../../components/hero';
import { HoneypotField } from '../../components/honeypot-field';
import { Link } from '../../components/link';
import { PageMain } from '../../components/page-main';
import { PersonalDataNotice } from '../../components/personal-data-notice';
import { dayLabel, SlotRadios } from '../../components/slot-radios';
import { TextField } from '../../components/text-field';
import { DayLinks } from './slot-picker';
import './test-drives.css';

/** What the page's form got back: the booking, or why not with what was typed. */
export type TestDriveOutcome =
  | { ok: true; booking: TestDriveBooking; message: string }
  | {
      ok: false;
      message: string;
      fieldErrors?: FieldErrors;
      nextSlots?: TestDriveSlot[];
      values: Record<string, string>;
    };

/** The leads' honeypot (domain/content/leads.ts), restated with its type tied to it: its module carries zod. */

const PURPOSE =
  'Usamos tus datos solo para coordinar la prueba de manejo: confirmarte el turno, recordártelo el día anterior y que un asesor de la marca te espere. El DNI y la licencia los vemos en la sucursal.';

/** A vehicle's whole name: "Volkswagen Taos Highline 250 TSI AT". */
const vehicleName = (version: TestDriveVersion) =>
  `${version.brandName} ${version.familyName} ${version.name}`;

/**
 * /prueba-de-manejo (docs/product.md §2 "Prueba de manejo"): the branch, the vehicle and the day are links that narrow
 * the address step by step; the slot and the buyer's data are one form posted to the route's action. Everything works
 * without JavaScript; with it, the steps navigate without a reload and keep the scroll.
 */
export function TestDrivePage({
  choices,
  query,
  outcome,
}: {
  choices: TestDriveChoices;
  query: TestDrivePageQuery;
  outcome: TestDriveOutcome | null;
}) {
  const href = (change: Partial<TestDrivePageQuery>, anchor: string) =>
    `${testDrivePageHref({ ...query, ...change })}#${anchor}`;
  const narrowed = query.brand !== null || query.family !== null;
  return (
    <PageMain className="theme-territorio test-drive-page">
      <Hero
        eyebrow="Prueba de manejo"
        title="Manejalo antes de decidir"
        lead="Elegí la sucursal, el vehículo y el horario que te quede cómodo: la reserva queda confirmada al instante y te llega por e-mail."
      />
      <div className="container test-drive-steps">
        {outcome?.ok ? (
          <Confirmation booking={outcome.booking} message={outcome.message} />
        ) : (
          <>
            {choices.notice && (
              <p className="test-drive-notice" role="status">
                {choices.notice}
              </p>
            )}
            {outcome && !outcome.ok && (choices.branch === null || choices.version === null) && (
              <p className="test-drive-alert" role="alert">
                {outcome.message}
              </p>
            )}
            <section className="test-drive-step" aria-labelledby="sucursal">
              <h2 id="sucursal" className="test-drive-step__title">
                1. Elegí la sucursal
              </h2>
              {choices.branches.length === 0 ? (
                <p>Por ahora no tenemos unidades para probar. Llamanos y coordinamos una visita.</p>
              ) : (
                <ul className="test-drive-options">
                  {choices.branches.map((branch) => (
                    <li key={branch.id}>
                      <Link
                        to={href({ branchId: branch.id, day: null }, 'vehiculo')}
                        preventScrollReset
                        className="test-drive-choice"
                        aria-current={branch.id === choices.branch?.id ? 'true' : undefined}
                      >
                        {branch.name}
                        <span className="test-drive-choice__meta">{branch.address}</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <section className="test-drive-step" aria-labelledby="vehiculo">
              <h2 id="vehiculo" className="test-drive-step__title">
                2. Elegí el vehículo
              </h2>
              {choices.branch === null && (
                <p className="test-drive-step__hint">Mostramos los que hay para probar en alguna sucursal.</p>
              )}
              <ul className="test-drive-options test-drive-options--versions">
                {choices.versions.map((version) => (
                  <li key={version.id}>
                    <Link
                      to={href({ versionId: version.id, day: null }, 'horario')}
                      preventScrollReset
                      className="test-drive-choice"
                      aria-current={version.id === choices.version?.id ? 'true' : undefined}
                    >
                      {version.brandName} {version.familyName}
                      <span className="test-drive-choice__meta">{version.name}</span>
                    </Link>
                  </li>
                ))}
              </ul>
              {narrowed && (
                <p>
                  <Link to={href({ brand: null, family: null }, 'vehiculo')} preventScrollReset>
                    Ver todos los vehículos para probar
                  </Link>
                </p>
              )}
            </section>
            <section className="test-drive-step" aria-labelledby="horario">
              <h2 id="horario" className="test-drive-step__title">
                3. Elegí el día y el horario
              </h2>
              {choices.branch === null || choices.version === null ? (
                <p className="test-drive-step__hint">Elegí primero la sucursal y el vehículo.</p>
              ) : choices.days.length === 0 ? (
                <p>
                  No quedan horarios libres en los próximos 14 días para el {vehicleName(choices.version)} en{' '}
                  {choices.branch.name}. Probá con otra sucursal o llamanos.
                </p>
              ) : (
                <BookingForm
                  choices={choices}
                  outcome={outcome}
                  dayHref={(date) => href({ day: date }, 'horario')}
                />
              )}
            </section>
          </>
        )}
      </div>
    </PageMain>
  );
}

/** The chosen day's slots and the buyer's data, posted to the route's action. */
function BookingForm({
  choices,
  outcome,
  dayHref,
}: {
  choices: TestDriveChoices;
  outcome: TestDriveOutcome | null;
  dayHref: (date: string) => string;
}) {
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting';
  const failure = outcome && !outcome.ok ? outcome : null;
  const errors = failure?.fieldErrors ?? {};
  const values = failure?.values ?? {};
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failure) alertRef.current?.focus();
  }, [failure]);
  const field = (name: string) => ({
    name,
    defaultValue: values[name] ?? '',
    error: errors[name] !== undefined,
    errorMessage: errors[name],
    required: true,
  });
  return (
    <>
      <p className="test-drive-step__hint">
        Cada prueba dura {choices.slotMinutes} minutos. {choices.branch?.name}: {choices.branch?.address}.
      </p>
      <DayLinks days={choices.days} chosen={choices.day?.date ?? null} hrefOf={dayHref} />
      <Form method="post" className="test-drive-form" noValidate>
        {failure && (
          <div ref={alertRef} tabIndex={-1} role="alert" className="test-drive-alert">
            {failure.message}
          </div>
        )}
        <input type="hidden" name="branch" value={choices.branch?.id ?? ''} />
        <input type="hidden" name="version" value={choices.version?.id ?? ''} />
        {failure?.nextSlots && failure.nextSlots.length > 0 ? (
          <SlotRadios legend="Horarios libres más próximos" slots={failure.nextSlots} withDay />
        ) : (
          choices.day && (
            <SlotRadios
              legend={`Horarios libres del ${dayLabel(choices.day.date).toLowerCase()}`}
              slots={choices.day.slots}
              checked={values.starts_at}
              error={errors.starts_at}
            />
          )
        )}
        <fieldset className="test-drive-form__person">
          <legend className="test-drive-step__title">4. Tus datos</legend>
          <div className="test-drive-form__grid">
            <TextField label="Nombre" autoComplete="given-name" {...field('name')} />
            <TextField label="Apellido" autoComplete="family-name" {...field('lastname')} />
            <TextField label="Celular" type="tel" autoComplete="tel" {...field('phone')} />
            <TextField label="E-mail" type="email" autoComplete="email" {...field('email')} />
            <TextField
              label="DNI"
              inputMode="numeric"
              helpText="Lo pedimos para la póliza del seguro de la unidad de prueba."
              {...field('dni')}
            />
          </div>
          <fieldset
            className="test-drive-form__licence"
            aria-describedby={errors.licence ? 'licencia-error' : undefined}
          >
            <legend>¿Tenés licencia de conducir vigente?</legend>
            {errors.licence && (
              <p id="licencia-error" className="field__error">
                {errors.licence}
              </p>
            )}
            <label>
              <input
                type="radio"
                name="licence"
                value="si"
                required
                defaultChecked={values.licence === 'si'}
              />{' '}
              Sí
            </label>
            <label>
              <input type="radio" name="licence" value="no" defaultChecked={values.licence === 'no'} /> No:
              quiero conocerlo de acompañante
            </label>
          </fieldset>
          <div className="test-drive-form__consent">
            <label>
              <input
                type="checkbox"
                name="consent"
                value="si"
                required
                defaultChecked={values.consent === 'si'}
                aria-invalid={errors.consent ? true : undefined}
                aria-describedby={errors.consent ? 'consentimiento-error' : undefined}
              />{' '}
              Acepto que usen mis datos para coordinar la prueba de manejo.
            </label>
            {errors.consent && (
              <p id="consentimiento-error" className="field__error">
                {errors.consent}
              </p>
            )}
          </div>
          <HoneypotField id="prueba-website" />
          <PersonalDataNotice purpose={PURPOSE} />
        </fieldset>
        <Button type="submit" disabled={sending}>
          {sending ? 'Reservando…' : 'Reservar prueba de manejo'}
        </Button>
      </Form>
    </>
  );
}

/** The booking, confirmed at once: when, where, and the page to change it. */
function Confirmation({ booking, message }: { booking: TestDriveBooking; message: string }) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <section className="test-drive-confirmation" ref={ref} tabIndex={-1} aria-labelledby="confirmada">
      <h2 id="confirmada" className="test-drive-step__title">
        {message}
      </h2>
      <p role="status">
        Te esperamos el {appointmentWhen(booking.startsAt)} en {booking.branch.name} para que manejes el{' '}
        {booking.vehicle}. Te enviamos la confirmación por e-mail, con el turno para agregar a tu calendario.
      </p>
      <dl className="test-drive-facts">
        <dt>Día y hora</dt>
        <dd>{appointmentWhen(booking.startsAt)}</dd>
        <dt>Vehículo</dt>
        <dd>{booking.vehicle}</dd>
        <dt>Sucursal</dt>
        <dd>
          {booking.branch.name}, {booking.branch.address}
        </dd>
      </dl>
      <p className="test-drive-actions">
        <ButtonLink to={booking.path}>Ver, cambiar o cancelar mi turno</ButtonLink>
        <ExternalLink href={booking.branch.mapUrl}>Cómo llegar</ExternalLink>
      </p>
    </section>
  );
}
