import type { ReactNode } from 'react';
import {
  DESK_STAGE_LABELS,
  type DeskDetail,
  type DeskEvent,
  GATEWAY_LABELS,
  MAIL_STATUS_LABELS,
  PAYMENT_STATUS_LABELS,
} from '#domain/back-office/reservations-desk';
import { CANCELLATION_REASON_LABELS } from '#domain/operation/operation-fulfilment';
import { formatDay } from '#domain/shared/mendoza-time';
import { formatDiscount, formatMoney } from '#domain/shared/money';
import { formatNumber } from '#domain/shared/numbers';
import { Link } from '../../../components/link';
import { Badge, dateTime } from '../panel/admin-list';
import { DESK_STAGE_TONES } from './desk-stages';
import './admin-reservations.css';
import { Amount } from '../panel/admin-list';

/**
 * What the page shows of an operation (desk-texts.server.ts writes it): its details, the timeline apart, the
 * buyer's marital status by its name, and the buyer's visit with its page and, once marked, whether they came.
 */
export type DeskShown = Omit<DeskDetail, 'events' | 'buyer' | 'visit'> & {
  buyer: DeskDetail['buyer'] & { maritalStatus: string | null };
  visit: {
    path: string;
    at: string;
    location: string;
    advisorName: string | null;
    marked: string | null;
  } | null;
};

/** A line of the timeline, in words: what happened, and what it adds (the appointment, the person, the reason…). */
export interface TimelineLine extends Pick<DeskEvent, 'id' | 'at' | 'actor' | 'note'> {
  what: string;
  details: string[];
}

const when = (iso: string | null) => (iso ? dateTime(iso) : <span className="admin-muted">—</span>);

const orDash = (value: ReactNode) =>
  value === null || value === undefined || value === '' ? <span className="admin-muted">—</span> : value;

/** One label and its value in a `dl`; an empty value shows a dash. */
function Fact({ label, children }: { label: string; children?: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{orDash(children)}</dd>
    </div>
  );
}

function Card({
  id,
  title,
  children,
  wide,
}: {
  id: string;
  title: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <section className={`admin-card${wide ? ' desk-detail__wide' : ''}`} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** Where the operation stands, in one line under the page's heading. */
export function DetailSummary({ detail }: { detail: DeskShown }) {
  return (
    <span className="desk-row__head">
      <Badge tone={DESK_STAGE_TONES[detail.stage]}>{DESK_STAGE_LABELS[detail.stage]}</Badge>
      <span>
        {detail.brandName} · iniciada {when(detail.createdAt)}
        {detail.reservedAt && <> · reservada {when(detail.reservedAt)}</>}
      </span>
    </span>
  );
}

export function BuyerCard({ detail }: { detail: DeskShown }) {
  const { buyer } = detail;
  const birthdate = buyer.birthdate ? formatDay(buyer.birthdate) : null;
  return (
    <Card id="desk-buyer" title="Comprador">
      <dl className="admin-facts">
        <Fact label="Nombre">{[buyer.name, buyer.lastname].filter(Boolean).join(' ')}</Fact>
        <Fact label="E-mail">
          <a href={`mailto:${buyer.email}`}>{buyer.email}</a>
        </Fact>
        <Fact label="Teléfono">
          {buyer.telephone && <a href={`tel:${buyer.telephone.replace(/[^\d+]/g, '')}`}>{buyer.telephone}</a>}
        </Fact>
        <Fact label="DNI">{buyer.dni}</Fact>
        <Fact label="Nacimiento">{birthdate}</Fact>
        <Fact label="Estado civil">{buyer.maritalStatus}</Fact>
        <Fact label="Domicilio">{buyer.address}</Fact>
        <Fact label="Origen">{detail.origin ?? 'Sin datos'}</Fact>
      </dl>
    </Card>
  );
}

const UNIT_STATUS_LABELS: Readonly<Record<string, string>> = {
  available: 'Disponible',
  held: 'Apartada para un pago',
  reserved: 'Reservada',
  sold: 'Vendida',
};

export function UnitCard({ detail }: { detail: DeskShown }) {
  const { unit, salesperson, advisor, delivery } = detail;
  return (
    <Card id="desk-unit" title="Unidad y entrega">
      <dl className="admin-facts">
        <Fact label="Modelo">{`${detail.brandName} ${unit.model}`}</Fact>
        <Fact label="Familia">{unit.family}</Fact>
        <Fact label="Chasis">
          <span className="desk-code">{unit.chassis}</span>
        </Fact>
        <Fact label="Color">{unit.color}</Fact>
        <Fact label="Año">{unit.modelYear}</Fact>
        <Fact label="En el catálogo">
          {unit.unitStatus ? (UNIT_STATUS_LABELS[unit.unitStatus] ?? unit.unitStatus) : 'Ya no está'}
        </Fact>
        <Fact label="Asesor">{advisor?.name ?? salesperson?.fullname}</Fact>
        {detail.visit && (
          <Fact label="Visita del comprador">
            <Link to={detail.visit.path}>
              {when(detail.visit.at)} en {detail.visit.location}
            </Link>
            {detail.visit.advisorName ? `, con ${detail.visit.advisorName}` : ''}
            {detail.visit.marked ? ` (${detail.visit.marked})` : ''}
          </Fact>
        )}
        <Fact label="Documentación">
          {detail.documentsReceivedAt ? <>Recibida {when(detail.documentsReceivedAt)}</> : 'Pendiente'}
        </Fact>
        <Fact label="Entrega">
          {delivery.at && (
            <>
              {when(delivery.at)}
              {delivery.location ? ` en ${delivery.location}` : ''}
            </>
          )}
        </Fact>
        {detail.deliveredAt && <Fact label="Entregada">{when(detail.deliveredAt)}</Fact>}
        {detail.cancelledAt && (
          <>
            <Fact label="Cancelada">{when(detail.cancelledAt)}</Fact>
            <Fact label="Cancelada por">
              {detail.cancellationReason
                ? (CANCELLATION_REASON_LABELS[detail.cancellationReason] ?? detail.cancellationReason)
                : null}
            </Fact>
            <Fact label="Código de cancelación">{detail.cancellationCode}</Fact>
          </>
        )}
      </dl>
    </Card>
  );
}

export function AmountsCard({ detail }: { detail: DeskShown }) {
  const { amounts, currency, credit } = detail;
  const money = (value: number) => <Amount>{formatMoney(value, currency)}</Amount>;
  return (
    <Card id="desk-amounts" title="Montos">
      <dl className="admin-facts">
        <Fact label="Precio de la unidad">{money(amounts.unitPrice)}</Fact>
        {amounts.promotionCode && (
          <Fact label={`Promoción ${amounts.promotionCode}`}>
            <Amount>{formatDiscount(amounts.promotionDiscount, currency)}</Amount>
          </Fact>
        )}
        <Fact label="Total">
          <span className="admin-facts__total">{money(amounts.total)}</span>
        </Fact>
        <Fact label="Contado">{money(amounts.cash)}</Fact>
        <Fact label="Usados">{money(amounts.usedVehicles)}</Fact>
        <Fact label="Financiación">{money(amounts.credit)}</Fact>
        <Fact label="Pendiente">
          <span className="admin-facts__total">{money(amounts.pending)}</span>
        </Fact>
        {detail.usdRate && (
          <Fact label="Dólar de la operación">
            <Amount>{formatMoney(detail.usdRate, 'ars')}</Amount>
          </Fact>
        )}
      </dl>
      <h3 className="desk-subheading">Usados entregados en parte de pago</h3>
      {detail.usedVehicles.length === 0 ? (
        <p className="admin-muted">Ninguno.</p>
      ) : (
        <div className="desk-table-wrap">
          <table className="desk-table">
            <caption className="sr-only">Usados y su tasación</caption>
            <thead>
              <tr>
                <th scope="col">Vehículo</th>
                <th scope="col">Año y km</th>
                <th scope="col">Tasación</th>
                <th scope="col">Tasado</th>
              </tr>
            </thead>
            <tbody>
              {detail.usedVehicles.map((used) => (
                <tr key={`${used.vehicle}-${used.valuedAt}`}>
                  <td data-label="Vehículo">
                    {used.brand} {used.model} {used.vehicle}
                  </td>
                  <td data-label="Año y km">
                    {used.year} · {formatNumber(used.kms)} km
                  </td>
                  <td data-label="Tasación">
                    <Amount>{formatMoney(used.valuation, 'ars')}</Amount>
                    {currency === 'usd' && (
                      <>
                        {' ('}
                        <Amount>{formatMoney(used.valuationInVehicleCurrency, 'usd')}</Amount>)
                      </>
                    )}
                  </td>
                  <td data-label="Tasado">
                    {when(used.valuedAt)}
                    <br />
                    <span className="admin-muted">vence {when(used.expiresAt)}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <h3 className="desk-subheading">Financiación</h3>
      {credit ? (
        <dl className="admin-facts">
          <Fact label="Plan">{credit.name}</Fact>
          <Fact label="Banco">{credit.bank}</Fact>
          <Fact label="Monto financiado">
            <Amount>{formatMoney(credit.amount, 'ars')}</Amount>
          </Fact>
          <Fact label="Cuotas">
            {`${credit.installments} de `}
            <Amount>{formatMoney(credit.averageInstallment, 'ars')}</Amount> (IVA sobre los intereses
            incluido)
          </Fact>
        </dl>
      ) : (
        <p className="admin-muted">Sin financiación.</p>
      )}
    </Card>
  );
}

export function PaymentsCard({ detail }: { detail: DeskShown }) {
  return (
    <Card id="desk-payments" title="Pagos de la seña" wide>
      {detail.payments.length === 0 ? (
        <p className="admin-muted">Todavía no hubo intentos de pago.</p>
      ) : (
        <div className="desk-table-wrap">
          <table className="desk-table">
            <caption className="sr-only">Intentos de pago de la seña</caption>
            <thead>
              <tr>
                <th scope="col">Fecha</th>
                <th scope="col">Pasarela e id</th>
                <th scope="col">Estado</th>
                <th scope="col">Monto</th>
                <th scope="col">Devolución</th>
              </tr>
            </thead>
            <tbody>
              {detail.payments.map((payment) => (
                <tr key={payment.id}>
                  <td data-label="Fecha">{when(payment.createdAt)}</td>
                  <td data-label="Pasarela e id">
                    {GATEWAY_LABELS[payment.gateway]}
                    <br />
                    <span className="desk-code">{payment.gatewayPaymentId ?? 'sin id de la pasarela'}</span>
                  </td>
                  <td data-label="Estado">
                    {PAYMENT_STATUS_LABELS[payment.status] ?? payment.status}
                    {payment.statusDetail && <span className="admin-muted"> ({payment.statusDetail})</span>}
                  </td>
                  <td data-label="Monto">
                    <Amount>{formatMoney(payment.amount, 'ars')}</Amount> · {payment.paymentMethod} ·{' '}
                    {payment.installments} {payment.installments === 1 ? 'cuota' : 'cuotas'}
                  </td>
                  <td data-label="Devolución">
                    {payment.refundedAt ? (
                      <>
                        {when(payment.refundedAt)}
                        {payment.refundId && (
                          <>
                            <br />
                            <span className="desk-code">{payment.refundId}</span>
                          </>
                        )}
                      </>
                    ) : (
                      <span className="admin-muted">—</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}

export function MailsCard({ detail }: { detail: DeskShown }) {
  return (
    <Card id="desk-mails" title="E-mails enviados" wide>
      {detail.mails.length === 0 ? (
        <p className="admin-muted">No hay e-mails de esta operación.</p>
      ) : (
        <div className="desk-table-wrap">
          <table className="desk-table">
            <caption className="sr-only">E-mails de la operación</caption>
            <thead>
              <tr>
                <th scope="col">Asunto</th>
                <th scope="col">Para</th>
                <th scope="col">Estado</th>
                <th scope="col">Hora</th>
              </tr>
            </thead>
            <tbody>
              {detail.mails.map((mail) => (
                <tr key={mail.id}>
                  <td data-label="Asunto">{mail.subject}</td>
                  <td data-label="Para" className="desk-code">
                    {mail.to}
                  </td>
                  <td data-label="Estado">{MAIL_STATUS_LABELS[mail.status]}</td>
                  <td data-label="Hora">{when(mail.sentAt ?? mail.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}

export function TimelineCard({ timeline }: { timeline: readonly TimelineLine[] }) {
  const newestFirst = [...timeline].reverse();
  return (
    <Card id="desk-timeline" title="Historial" wide>
      {newestFirst.length === 0 ? (
        <p className="admin-muted">Sin movimientos registrados.</p>
      ) : (
        <ol className="admin-notes">
          {newestFirst.map((event) => (
            <li key={event.id} className="admin-note">
              <p className="desk-timeline__what">{event.what}</p>
              <p className="admin-list__meta">
                {when(event.at)} · {event.actor ?? 'Comprador o sistema'}
              </p>
              {event.details.map((line) => (
                <p key={line}>{line}</p>
              ))}
              {event.note && <p className="desk-timeline__note">{event.note}</p>}
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
