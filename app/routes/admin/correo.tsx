import { mailOutboxContext } from '../../context';
import { OutboxCounts, UndeliveredMail } from '../../features/back-office/mail-outbox/outbox-health';
import {
  ActionNotice,
  AdminErrorBoundary,
  AdminPageHeader,
  adminMeta,
} from '../../features/back-office/panel/admin-frame';
import { textFieldsOf } from '../../features/back-office/panel/editing-pieces';
import { answerOf } from '../../features/back-office/panel/editing-route.server';
import { postedForm } from '../../features/back-office/panel/form-answers';
import { requireStaff } from '../../features/back-office/panel/guard.server';
import type { Route } from './+types/correo';

export const meta = () => adminMeta('Correo');

export async function loader(args: Route.LoaderArgs) {
  const { actor } = requireStaff(args, 'mail.outbox');
  return { outbox: await args.context.get(mailOutboxContext).summary(actor) };
}

/** "Reintentar" on one failed message, or "Reintentar todos". */
export async function action(args: Route.ActionArgs) {
  const { actor } = requireStaff(args, 'mail.outbox');
  const form = await postedForm(args.request);
  return answerOf(await args.context.get(mailOutboxContext).retry(actor, textFieldsOf(form)));
}

export default function MailOutbox({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <AdminPageHeader
        title="Correo"
        lead="Los e-mails que envía el sitio: cuántos esperan, cuántos salieron y cuáles no se pudieron entregar, sin sus destinatarios ni su contenido."
      />
      <ActionNotice result={actionData ?? null} />
      <OutboxCounts counts={loaderData.outbox.counts} />
      <UndeliveredMail outbox={loaderData.outbox} />
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
