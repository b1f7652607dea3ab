import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { ALERT_KIND_LABELS, type AlertSummary, alertPaths } from '#domain/content/alerts';
import { PRIVACY_PATH } from '#domain/content/privacy';
import { Button, ButtonLink } from '../../components/button';
import { Hero } from '../../components/hero';
import { Link } from '../../components/link';
import { PageMain } from '../../components/page-main';
import '../info-pages/info-pages.css';
import './alerts.css';

/**
 * The pages an alert's e-mails link to (docs/product.md §2 "Avisos por e-mail"). Opening a link changes nothing: a
 * mail scanner that opens every link of a message must not confirm an alert nobody asked for, nor remove one
 * (docs/decisions/0085); the button on the page does it, with a post.
 */

function AlertFrame({ title, lead, children }: { title: string; lead?: ReactNode; children?: ReactNode }) {
  return (
    <PageMain className="theme-territorio info-page alert-page">
      <Hero title={title} lead={lead} />
      <section className="section info-section">
        <div className="container info-narrow">{children}</div>
      </section>
    </PageMain>
  );
}

function About({ alert }: { alert: AlertSummary }) {
  return (
    <p>
      {ALERT_KIND_LABELS[alert.kind]}: <span className="alert-page__about">{alert.about}</span>
    </p>
  );
}

const HomeLink = () => <Link to="/vehiculos-0km">Ver vehículos 0 km</Link>;

export function AlertGonePage() {
  return (
    <AlertFrame
      title="Este aviso ya no existe"
      lead="Ya te diste de baja, se cumplió o venció sin confirmar: no te vamos a escribir por él."
    >
      <p>
        Si querés, pedí uno nuevo desde la unidad o la búsqueda. <HomeLink />
      </p>
    </AlertFrame>
  );
}

export type ConfirmPageState =
  | { step: 'ask'; alert: AlertSummary; token: string }
  | { step: 'confirmed'; alert: AlertSummary; token: string; already: boolean }
  | { step: 'unit_free'; alert: AlertSummary; reservePath: string }
  | { step: 'gone' };

/** /alertas/confirmar/{token}: the double opt-in's second step. */
export function ConfirmAlertPage({ state }: { state: ConfirmPageState }) {
  if (state.step === 'gone') return <AlertGonePage />;
  if (state.step === 'unit_free') {
    return (
      <AlertFrame title="La unidad ya está disponible" lead="No hace falta esperar: podés reservarla ahora.">
        <About alert={state.alert} />
        <div className="alert-page__actions">
          <ButtonLink to={state.reservePath}>Reservar online</ButtonLink>
        </div>
      </AlertFrame>
    );
  }
  if (state.step === 'confirmed') {
    return (
      <AlertFrame
        title={state.already ? 'Tu aviso ya estaba confirmado' : 'Listo: tu aviso está confirmado'}
        lead="Te vamos a escribir a tu e-mail cuando haya novedades."
      >
        <About alert={state.alert} />
        <p>
          Cada e-mail trae un enlace para darte de baja, o podés hacerlo{' '}
          <Link to={alertPaths.unsubscribe(state.token)}>ahora</Link>.
        </p>
      </AlertFrame>
    );
  }
  return (
    <AlertFrame
      title="Confirmá tu aviso"
      lead="Hasta que lo confirmes no te enviamos nada más. Si no lo pediste vos, cerrá esta página."
    >
      <About alert={state.alert} />
      <Form method="post" className="alert-page__actions">
        <Button type="submit">Confirmar el aviso</Button>
      </Form>
      <p>
        Al confirmarlo aceptás recibirlo por e-mail; podés darte de baja cuando quieras. Conocé cómo cuidamos
        tus datos en nuestra <Link to={PRIVACY_PATH}>política de privacidad</Link>.
      </p>
    </AlertFrame>
  );
}

export type UnsubscribePageState =
  | { step: 'ask'; alert: AlertSummary }
  | { step: 'done'; message: string }
  | { step: 'gone' };

/** /alertas/baja/{token}: one press removes the alert. */
export function UnsubscribeAlertPage({ state }: { state: UnsubscribePageState }) {
  if (state.step === 'gone') return <AlertGonePage />;
  if (state.step === 'done') {
    return (
      <AlertFrame title={state.message} lead="Borramos el aviso y tu e-mail con él.">
        <p>
          Si cambiás de idea, pedí uno nuevo desde la unidad o la búsqueda. <HomeLink />
        </p>
      </AlertFrame>
    );
  }
  return (
    <AlertFrame title="Darte de baja de este aviso" lead="Con un toque dejás de recibirlo y lo borramos.">
      <About alert={state.alert} />
      <Form method="post" className="alert-page__actions">
        <Button type="submit">Darme de baja</Button>
      </Form>
    </AlertFrame>
  );
}

/** /alertas: the answer to an alert's form posted without JavaScript. */
export function AlertRequestPage({
  outcome,
  returnTo,
}: {
  outcome: { ok: boolean; message: string } | null;
  returnTo: string | null;
}) {
  const back = returnTo ? <Link to={returnTo}>Volver a la página anterior</Link> : <HomeLink />;
  if (!outcome) {
    return (
      <AlertFrame
        title="Avisos por e-mail"
        lead="Pedí un aviso desde una unidad (si baja el precio o se libera) o desde una búsqueda (cuando entre una unidad así)."
      >
        <p>
          <HomeLink />
        </p>
      </AlertFrame>
    );
  }
  return (
    <AlertFrame title={outcome.ok ? outcome.message : 'No pudimos guardar tu aviso'}>
      {outcome.ok ? (
        <p>Abrí el e-mail y tocá «Confirmar el aviso»: hasta entonces no te enviamos nada más.</p>
      ) : (
        <p role="alert">{outcome.message}</p>
      )}
      <p>{back}</p>
    </AlertFrame>
  );
}
