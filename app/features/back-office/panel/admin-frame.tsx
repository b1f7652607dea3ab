import type { ReactNode } from 'react';
import { isRouteErrorResponse, type MetaDescriptor, useLocation, useRouteError } from 'react-router';
import { STAFF_PATHS } from '#domain/back-office/staff-accounts';
import { Button } from '../../../components/button';
import { Link, NavLink } from '../../../components/link';
import { MAIN_CONTENT_ID, SkipLink } from '../../../components/page-main';
import { noindexMeta, pageTitle } from '../../../lib/noindex-meta';
import { unavailableMessage } from '../../../lib/unavailable-message';
import { StaffForm } from './csrf';
import './admin.css';

/** "Personal | Panel | Territorio", never indexed. */
export function adminMeta(title: string): MetaDescriptor[] {
  return [...noindexMeta(`${title} | Panel`), SAME_ORIGIN_REFERRER];
}

/**
 * Without JavaScript a form posts as a plain navigation, and under the site's no-referrer policy a browser sends it with
 * `Origin: null`, which React Router and the back office refuse as another site's post. Same-origin lets the panel's
 * posts name their origin while still sending nothing to other sites.
 */
const SAME_ORIGIN_REFERRER = { name: 'referrer', content: 'same-origin' } as const;

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
  children,
}: {
  member: FrameMember;
  sections: readonly { path: string; label: string }[];
  children: ReactNode;
}) {
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
          <ul className="admin-nav__list">
            <li>
              <NavLink to={STAFF_PATHS.home} end className="admin-nav__link">
                Inicio
              </NavLink>
            </li>
            {sections.map((section) => (
              <li key={section.path}>
                <NavLink to={section.path} className="admin-nav__link">
                  {section.label}
                </NavLink>
              </li>
            ))}
          </ul>
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
      {result.message}
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
  // A refused post says what went wrong itself; the way back is the page it was posted from, to try again.
  const refusal = isRouteErrorResponse(error) && status === 400 ? refusalMessageOf(error.data) : undefined;
  const message =
    refusal ??
    (status === 403
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
      {refusal && (
        <p>
          <Link to={`${location.pathname}${location.search}`}>Volver al formulario</Link>
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
