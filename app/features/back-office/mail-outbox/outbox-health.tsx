import {
  MAIL_OUTBOX_STATUS_LABELS,
  MAIL_OUTBOX_STATUSES,
  type MailOutboxView,
  type UndeliveredMailView,
} from '#domain/back-office/mail-outbox-desk';
import { formatNumber } from '#domain/shared/numbers';
import { Badge, countOf, dateTime } from '../panel/admin-list';
import { EditingCard } from '../panel/editing-page';
import { IntentButton } from '../panel/editing-pieces';

/** How many messages the outbox holds in each status. */
export function OutboxCounts({ counts }: { counts: MailOutboxView['counts'] }) {
  return (
    <EditingCard id="correo-estado" title="Cola de envío">
      <dl className="admin-facts">
        {MAIL_OUTBOX_STATUSES.map((status) => (
          <div key={status}>
            <dt>{MAIL_OUTBOX_STATUS_LABELS[status]}</dt>
            <dd>{formatNumber(counts[status])}</dd>
          </div>
        ))}
      </dl>
    </EditingCard>
  );
}

function UndeliveredItem({ mail }: { mail: UndeliveredMailView }) {
  const failed = mail.status === 'failed';
  return (
    <li className="admin-list__item">
      <p className="admin-list__title">
        {`#${mail.id} · ${mail.kind} `}
        <Badge tone={failed ? 'off' : 'info'}>{MAIL_OUTBOX_STATUS_LABELS[mail.status]}</Badge>
      </p>
      <p className="admin-list__meta">
        {countOf(mail.attempts, 'intento', 'intentos')} · Creado: {dateTime(mail.createdAt)} ·{' '}
        {failed ? (
          'Sin próximo intento hasta que lo reintentes'
        ) : (
          <>Próximo intento: {dateTime(mail.nextAttemptAt)}</>
        )}
      </p>
      {mail.lastError && <p className="admin-list__meta">Último error: {mail.lastError}</p>}
      {failed && (
        <div className="admin-row-actions">
          <IntentButton intent="retry" id={mail.id}>
            Reintentar<span className="sr-only">{` el correo #${mail.id}`}</span>
          </IntentButton>
        </div>
      )}
    </li>
  );
}

/**
 * The messages not delivered, oldest first: the failed ones, each with "Reintentar", and "Reintentar todos" above
 * them; and the pending ones that failed at least once, which the sender tries again by itself.
 */
export function UndeliveredMail({ outbox }: { outbox: MailOutboxView }) {
  const { undelivered, counts } = outbox;
  const failedShown = undelivered.filter((mail) => mail.status === 'failed').length;
  return (
    <EditingCard id="correo-sin-entregar" title={`Sin entregar (${formatNumber(undelivered.length)})`}>
      {counts.failed > 0 && (
        <div className="admin-row-actions">
          <IntentButton intent="retry_all" variant="primary">
            Reintentar todos
          </IntentButton>
        </div>
      )}
      {failedShown < counts.failed && (
        <p className="admin-muted">
          {`Se muestran los más antiguos. «Reintentar todos» reintenta los ${formatNumber(counts.failed)} fallidos.`}
        </p>
      )}
      {undelivered.length === 0 ? (
        <p>No hay correos sin entregar.</p>
      ) : (
        <ol className="admin-list">
          {undelivered.map((mail) => (
            <UndeliveredItem key={mail.id} mail={mail} />
          ))}
        </ol>
      )}
    </EditingCard>
  );
}
