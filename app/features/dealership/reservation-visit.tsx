import { useId } from 'react';
import { Form, useNavigation } from 'react-router';
import { appointmentWhen } from '#domain/back-office/appointment-when';
import {
  RESERVATION_VISIT_INTENTS,
  RESERVATION_VISIT_MINUTES,
  type ReservationVisitResult,
  type ReservationVisitView,
} from '#domain/operation/reservation-visit';
import type { TestDriveSlotDay } from '#domain/test-drive/test-drive';
import { Button } from '../../components/button';
import { ExternalLink } from '../../components/external-link';
import { dayLabel, SlotRadios } from '../../components/slot-radios';
import './reservation-visit.css';

const capitalized = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** Every free slot, one group per day: the window holds two or three days, so all fit on one screen. */
function DaySlots({ days }: { days: readonly TestDriveSlotDay[] }) {
  return (
    <div className="reservation-visit__days">
      {days.map((day) => (
        <SlotRadios key={day.date} legend={dayLabel(day.date)} slots={day.slots} />
      ))}
    </div>
  );
}

/**
 * The visit after the deposit (docs/product.md §2 "Mi reserva", docs/decisions/0089): on the success page, a first
 * visit is booked; on "Mi reserva" (`manage`, opened by its signed link) it is also moved and cancelled. Plain forms
 * that post to the page, so each works without JavaScript.
 */
export function ReservationVisit({
  visit,
  manage,
  result,
}: {
  visit: ReservationVisitView;
  manage: boolean;
  result?: ReservationVisitResult | null | undefined;
}) {
  const titleId = useId();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const { booked, days, branch } = visit;
  return (
    <section className="dealership__panel reservation-visit" aria-labelledby={titleId}>
      <h2 className="dealership__subtitle" id={titleId}>
        {booked ? 'Tu visita' : 'Agendá tu visita'}
      </h2>
      {result && (
        <p
          className={result.ok ? 'reservation-visit__done' : 'field__error'}
          role={result.ok ? 'status' : 'alert'}
        >
          {result.message}
        </p>
      )}
      {booked ? (
        <>
          <p className="reservation-visit__when">
            <strong>{capitalized(appointmentWhen(booked.startsAt))}</strong>
          </p>
          <p>
            Te esperamos en {booked.branch.name}, {booked.branch.address}
            {booked.advisorName ? `, con ${booked.advisorName}` : ''}. Traé tu DNI y el código de la
            operación.
          </p>
          {/^https?:\/\//.test(booked.branch.mapUrl) && (
            <p>
              <ExternalLink href={booked.branch.mapUrl}>Cómo llegar</ExternalLink>
            </p>
          )}
          {manage ? (
            <>
              {days.length > 0 && (
                <details className="reservation-visit__move">
                  <summary>Cambiar el horario</summary>
                  <Form method="post" preventScrollReset className="reservation-visit__form">
                    <input type="hidden" name="intent" value={RESERVATION_VISIT_INTENTS.move} />
                    <DaySlots days={days} />
                    <Button type="submit" variant="secondary" disabled={busy}>
                      Cambiar a este horario
                    </Button>
                  </Form>
                </details>
              )}
              <Form method="post" preventScrollReset>
                <input type="hidden" name="intent" value={RESERVATION_VISIT_INTENTS.cancel} />
                <Button type="submit" variant="secondary" size="sm" disabled={busy}>
                  Cancelar mi visita
                </Button>
              </Form>
            </>
          ) : (
            <p>Para cambiarla o cancelarla, abrí Mi reserva.</p>
          )}
        </>
      ) : days.length === 0 ? (
        <p>
          No quedan horarios libres para agendar en línea en {branch.name}: te vamos a contactar para
          coordinar tu visita.
        </p>
      ) : (
        <>
          <p>
            Elegí cuándo venir a {branch.name} ({branch.address}) a completar la compra: te espera un asesor
            con la unidad. La visita dura {RESERVATION_VISIT_MINUTES} minutos.
          </p>
          <Form method="post" preventScrollReset className="reservation-visit__form">
            <input type="hidden" name="intent" value={RESERVATION_VISIT_INTENTS.book} />
            <DaySlots days={days} />
            <Button type="submit" disabled={busy}>
              Agendar mi visita
            </Button>
          </Form>
        </>
      )}
    </section>
  );
}
