import { type ReactNode, useEffect } from 'react';
import { isRouteErrorResponse, type MetaDescriptor, useLocation, useRouteError } from 'react-router';
import { SESSION_ENDED, STAFF_PATHS, signInAgainPath } from '#domain/back-office/staff-accounts';
import { Button } from '../../../components/button';
import { Link, NavLink } from '../../../components/link';
import { MAIN_CONTENT_ID, SkipLink } from '../../../components/page-main';
import { noindexMeta, pageTitle } from '../../../lib/noindex-meta';
import { unavailableMessage } from '../../../lib/unavailable-message';
import { WithAmounts } from './admin-list';
import { StaffForm } from './csrf';

import './admin.css';
import { SAME_ORIGIN_REFERRER } from '../../../lib/same-origin-referrer';

/** What keeps a form sent after the session ended (./kept-forms.ts), loaded once the page is up: no page waits for it. */
const keptForms = () => import('./kept-forms');

/** "Personal | Panel | Territorio", never indexed. */
export function adminMeta(title: string): MetaDescriptor[] {
  return [...noindexMeta(`${title} | Panel`), SAME_ORIGIN_REFERRER];
}

export interface FrameMember {
  name: string;
  roleLabel: string;
  /** The brands of a sales person, e.g. "Volkswagen, Chevrolet"; empty for the other roles. */
  brands: string;
}

/** Every back-office page but sign-in and reset: who is signed in, the sections they may open, signing out. */
export function AdminFrame({
  member,
  sections,
  currentPath,
  children,
}: {
  member: FrameMember;
  /**
   * `newCount`, shown beside the name ("3"), and `newLabel`, the link's name then ("Consultas, 3 nuevas"): what is new
   * since the person last opened the section (docs/product.md §6 "Avisos al personal"). Drawn by the style sheet.
   */
  sections: readonly { path: string; label: string; newCount?: string; newLabel?: string }[];
  /** The section the page belongs to (./current-section.ts, worked out by the layout's loader). */
  currentPath: string | undefined;
  children: ReactNode;
}) {
  const { pathname, search } = useLocation();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let gone = false;
    keptForms().then((kept) => {
      if (gone) return;
      kept.restoreKeptForm(pathname + search);
      stop = kept.keepSentForms(() => window.location.pathname + window.location.search);
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, [pathname, search]);
  const current =
    pathname === STAFF_PATHS.home
      ? 'Inicio'
      : sections.find((section) => section.path === currentPath)?.label;
  return (
    <div className="admin">
      <SkipLink />
      <header className="admin-header">
        <div className="admin-header__bar">
          <Link to={STAFF_PATHS.home} className="admin-header__brand">
            Territorio <span className="admin-header__product">Panel</span>
          </Link>
          <div className="admin-header__who">
            <p className="admin-header__name">{member.name}</p>
            <p className="admin-header__role">
              {member.roleLabel}
              {member.brands ? ` · ${member.brands}` : ''}
            </p>
          </div>
          <StaffForm action={STAFF_PATHS.signOut} className="admin-header__sign-out">
            <Button type="submit" variant="secondary" size="sm">
              Salir
            </Button>
          </StaffForm>
        </div>
        <nav className="admin-nav" aria-label="Secciones del panel">
          {/* Folded on a phone, open by itself on a wider screen (admin.css); works without JavaScript. A new page
              folds it again (its key). */}
          <details key={pathname} className="admin-nav__menu">
            <summary className="admin-nav__toggle">
              Menú{current && <span className="admin-nav__current">{`: ${current}`}</span>}
            </summary>
            <ul className="admin-nav__list">
              <li>
                <NavLink to={STAFF_PATHS.home} end className="admin-nav__link">
                  Inicio
                </NavLink>
              </li>
              {sections.map((section) => (
                <li key={section.path}>
                  <Link
                    to={section.path}
                    className="admin-nav__link"
                    aria-current={section.path === currentPath ? 'page' : undefined}
                    data-new={section.newCount}
                    aria-label={section.newLabel}
                  >
                    {section.label}
                  </Link>
                </li>
              ))}
            </ul>
          </details>
        </nav>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="admin-main">
        {children}
      </main>
    </div>
  );
}

/** The sign-in and reset pages: the panel's name and one card. */
export function AnonymousFrame({ children }: { children: ReactNode }) {
  return (
    <div className="admin admin--anonymous">
      <SkipLink />
      <header className="admin-header">
        <div className="admin-header__bar">
          <p className="admin-header__brand">
            Territorio <span className="admin-header__product">Panel</span>
          </p>
        </div>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="admin-main admin-main--narrow">
        <div className="admin-card">{children}</div>
      </main>
    </div>
  );
}

/**
 * "← Banners": the way back to the section's list, above a page's heading. With the frame, not with the editing
 * pages' pieces, so a page that only reads (a reservation, an inquiry) does not load those.
 */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <p>
      <Link to={to}>{`← ${label}`}</Link>
    </p>
  );
}

/** A page's heading, and what it is about in a line. */
export function AdminPageHeader({ title, lead }: { title: string; lead?: ReactNode }) {
  return (
    <div className="admin-page-header">
      <h1 className="admin-page-header__title">{title}</h1>
      {lead && <p className="admin-page-header__lead">{lead}</p>}
    </div>
  );
}

/** What an action answered: a success read out politely, a refusal at once. */
export function ActionNotice({ result }: { result: { ok: boolean; message: string } | undefined | null }) {
  if (!result) return <div role="status" className="admin-notice admin-notice--empty" />;
  return (
    <div
      role={result.ok ? 'status' : 'alert'}
      className={`admin-notice admin-notice--${result.ok ? 'ok' : 'error'}`}
    >
      <WithAmounts text={result.message} />
    </div>
  );
}

/**
 * The back office's error page, inside its frame: 403 (`requireStaff`), 404, a post whose form could not be read (400,
 * `postedForm` in ./form-answers.ts), 503 (the database away), or anything else. A page route exports it as its
 * `ErrorBoundary`, so the header and the navigation stay.
 */
export function AdminErrorBoundary() {
  return <AdminError />;
}

/** The same for the pages used before signing in, inside their own frame. */
export function AnonymousErrorBoundary() {
  return (
    <AnonymousFrame>
      <AdminError />
    </AnonymousFrame>
  );
}

function AdminError() {
  const error = useRouteError();
  const location = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const here = `${location.pathname}${location.search}`;
  // A form sent after the session ended (docs/decisions/0075): what was typed comes back after signing in again.
  useEffect(() => {
    if (status === 401) keptForms().then((kept) => kept.markSessionEnded(here));
  }, [status, here]);
  // A refused post says what went wrong itself; the way back is the page it was posted from, to try again.
  const refusal = isRouteErrorResponse(error) && status === 400 ? refusalMessageOf(error.data) : undefined;
  const message =
    refusal ??
    (status === 401
      ? SESSION_ENDED
      : status === 403
        ? 'No tenés permiso para ver esta página.'
        : status === 404
          ? 'No encontramos esta página.'
          : (unavailableMessage(error) ?? 'Algo salió mal. Probá de nuevo en unos minutos.'));
  const detail =
    status === 403
      ? 'Si necesitás entrar, pedile a una persona con rol de administración que cambie tu rol o tus marcas.'
      : undefined;
  return (
    <section className="admin-error" aria-labelledby="admin-error-title">
      <title>{pageTitle(`${message} | Panel`)}</title>
      <h1 id="admin-error-title" className="admin-page-header__title">
        {message}
      </h1>
      {detail && <p>{detail}</p>}
      {(refusal || status === 401) && (
        <p>
          {/* After signing in, the page comes back with what was typed (./kept-forms.ts). */}
          <Link to={status === 401 ? signInAgainPath(here) : here}>
            {status === 401 ? 'Ingresar' : 'Volver al formulario'}
          </Link>
        </p>
      )}
      <p>
        <Link to={STAFF_PATHS.home}>Volver al inicio del panel</Link>
      </p>
    </section>
  );
}

function refusalMessageOf(thrown: unknown): string | undefined {
  if (typeof thrown !== 'object' || thrown === null || !('message' in thrown)) return undefined;
  return typeof thrown.message === 'string' ? thrown.message : undefined;
}
