import { formatDateTime } from '#domain/shared/mendoza-time';
import {
  configuredDatabase,
  type DatabaseHandle,
  DatabaseInUseError,
  openDatabase,
} from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import { type OutboxEntry, outboxFolder, outboxSummary, retryFailedMail } from '../server/mail';
import { ConfigError, loadConfig } from '../server/platform/config';

// `npx tsx scripts/mail-outbox.ts`: how many e-mails are waiting, sent or failed, and why the undelivered ones failed.
// `npx tsx scripts/mail-outbox.ts retry [ID…]`: gives failed e-mails (all, or the ones listed) a new round of attempts;
// the running server's sender picks them up on its next poll. No addresses or contents are shown.

const USAGE = 'Uso: npx tsx scripts/mail-outbox.ts [retry [ID…]]';

const STATUS_LABELS = {
  pending: 'pendiente',
  sending: 'enviando',
  sent: 'enviado',
  failed: 'falló',
} as const;

function describeEntry(entry: OutboxEntry): string {
  const next = entry.status === 'pending' ? `, próximo intento ${formatDateTime(entry.nextAttemptAt)}` : '';
  const error = entry.lastError ? `\n    último error: ${entry.lastError}` : '';
  return `  #${entry.id} ${entry.kind}: ${STATUS_LABELS[entry.status]}, ${entry.attempts} intento(s), creado ${formatDateTime(entry.createdAt)}${next}${error}`;
}

async function main(): Promise<number> {
  const [command, ...rest] = process.argv.slice(2);
  if (command !== undefined && command !== 'retry') {
    console.error(USAGE);
    return 1;
  }
  const ids = rest.map(Number);
  if (ids.some((id) => !Number.isInteger(id) || id <= 0)) {
    console.error(`Los ID deben ser números enteros positivos. ${USAGE}`);
    return 1;
  }

  let handle: DatabaseHandle | undefined;
  try {
    const config = loadConfig();
    handle = await openDatabase(configuredDatabase(config));
    await migrateDatabase(handle);

    if (command === 'retry') {
      const requeued = await retryFailedMail(handle.db, ids.length > 0 ? ids : undefined);
      console.log(
        requeued.length > 0
          ? `Se reintentarán ${requeued.length} correo(s): ${requeued.map((id) => `#${id}`).join(', ')}.`
          : 'No había correos fallidos para reintentar.',
      );
      return 0;
    }

    const { counts, undelivered } = await outboxSummary(handle.db);
    console.log(
      config.SMTP_URL
        ? 'Envío por SMTP.'
        : `Sin SMTP_URL: los correos se escriben en ${outboxFolder(config)}`,
    );
    console.log(
      `Pendientes ${counts.pending} · enviando ${counts.sending} · enviados ${counts.sent} · fallidos ${counts.failed}`,
    );
    if (undelivered.length > 0) {
      console.log('Sin entregar (los más antiguos primero):');
      for (const entry of undelivered) console.log(describeEntry(entry));
    }
    return 0;
  } catch (error) {
    if (error instanceof DatabaseInUseError || error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await handle?.close();
  }
}

process.exitCode = await main();
