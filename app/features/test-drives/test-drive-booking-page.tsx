import { useEffect, useRef } from 'react';
import { Form, useNavigation } from 'react-router';
import { appointmentWhen } from '#domain/back-office/appointment-when';
import type { FieldErrors } from '#domain/shared/field-errors';
import {
  isOpenTestDrive,
  TEST_DRIVE_PATH,
  TEST_DRIVE_SIGNATURE_PARAM,
  TEST_DRIVE_STATE_LABELS,
  type TestDriveBookingView,
  type TestDriveSlot,
  testDriveBookingPath,
} from '#domain/test-drive/test-drive';
import { Button, ButtonLink } from '../../components/button';
import { ExternalLink } from '../../components/external-link';
import { PageMain } from '../../components/page-main';
import { dayLabel, SlotRadios } from '../../components/slot-radios';
import { DayLinks } from './slot-picker';
import './test-drives.css';

/** What a move or a cancellation got back. */
export type TestDriveChange =
  | { ok: true; message: string }
  | { ok: false; message: string; fieldErrors?: FieldErrors; nextSlots?: TestDriveSlot[] };

/** The buyer's own test drive: when and where, and while it is to come, another time or its cancellation. */
export function TestDriveBookingPage({
  view,
  signature,
  change,
  invalidLink,
}: {
  view: TestDriveBookingView | null;
  signature: string;
  change: TestDriveChange | null;
  invalidLink: string;
}) {
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting' ? navigation.formData?.get('intent') : undefined;
  const messageRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (change) messageRef.current?.focus();
  }, [change]);
  if (!view) {
    return (
      <PageMain className="theme-territorio test-drive-page">
        <div className="container test-drive-steps">
          <h1 className="test-drive-title">Tu prueba de manejo</h1>
          <p role="alert" className="test-drive-alert">
            {invalidLink}
          </p>
          <p>
            <ButtonLink to={TEST_DRIVE_PATH}>Reservar una prueba de manejo</ButtonLink>
          </p>
        </div>
      </PageMain>
    );
  }
  const { booking } = view;
  const open = isOpenTestDrive(booking.state);
  const here = `${testDriveBookingPath(booking.code)}?${TEST_DRIVE_SIGNATURE_PARAM}=${encodeURIComponent(signature)}`;
  const failure = change && !change.ok ? change : null;
  return (
    <PageMain className="theme-territorio test-drive-page">
      <div className="container test-drive-steps">
        <h1 className="test-drive-title">Tu prueba de manejo</h1>
        {change && (
          <p
            ref={messageRef}
            tabIndex={-1}
            role={change.ok ? 'status' : 'alert'}
            className={change.ok ? 'test-drive-done' : 'test-drive-alert'}
          >
            {change.message}
          </p>
        )}
        <section className="test-drive-confirmation" aria-labelledby="turno">
          <h2 id="turno" className="test-drive-step__title">
            {booking.vehicle}
          </h2>
          <dl className="test-drive-facts">
            <dt>Estado</dt>
            <dd>{TEST_DRIVE_STATE_LABELS[booking.state]}</dd>
            <dt>Día y hora</dt>
            <dd>{appointmentWhen(booking.startsAt)}</dd>
            <dt>Sucursal</dt>
            <dd>
              {booking.branch.name}, {booking.branch.address}
            </dd>
          </dl>
          <p className="test-drive-actions">
            <ExternalLink href={booking.branch.mapUrl}>Cómo llegar</ExternalLink>
          </p>
        </section>
        {open && (
          <section className="test-drive-step" aria-labelledby="cambiar">
            <h2 id="cambiar" className="test-drive-step__title">
              Cambiar el horario
            </h2>
            {view.days.length === 0 ? (
              <p>No quedan otros horarios libres en los próximos 14 días.</p>
            ) : (
              <>
                <DayLinks
                  days={view.days}
                  chosen={view.day?.date ?? null}
                  hrefOf={(date) => `${here}&dia=${date}#cambiar`}
                />
                <Form method="post" className="test-drive-form" noValidate>
                  <input type="hidden" name="intent" value="move" />
                  {failure?.nextSlots && failure.nextSlots.length > 0 ? (
                    <SlotRadios legend="Horarios libres más próximos" slots={failure.nextSlots} withDay />
                  ) : (
                    view.day && (
                      <SlotRadios
                        legend={`Horarios libres del ${dayLabel(view.day.date).toLowerCase()}`}
                        slots={view.day.slots.filter((slot) => slot.startsAt !== booking.startsAt)}
                        error={failure?.fieldErrors?.starts_at}
                      />
                    )
                  )}
                  <Button type="submit" disabled={sending !== undefined}>
                    {sending === 'move' ? 'Cambiando…' : 'Cambiar a este horario'}
                  </Button>
                </Form>
              </>
            )}
          </section>
        )}
        {open && (
          <section className="test-drive-step" aria-labelledby="cancelar">
            <h2 id="cancelar" className="test-drive-step__title">
              ¿No podés venir?
            </h2>
            <p>Cancelala y el horario queda libre para otra persona. Podés reservar otro cuando quieras.</p>
            <Form method="post">
              <input type="hidden" name="intent" value="cancel" />
              <Button type="submit" variant="secondary" disabled={sending !== undefined}>
                {sending === 'cancel' ? 'Cancelando…' : 'Cancelar mi prueba de manejo'}
              </Button>
            </Form>
          </section>
        )}
        {!open && (
          <p>
            <ButtonLink to={TEST_DRIVE_PATH}>Reservar otra prueba de manejo</ButtonLink>
          </p>
        )}
      </div>
    </PageMain>
  );
}
