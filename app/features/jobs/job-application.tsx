import { type ComponentType, useCallback, useEffect, useRef, useState } from 'react';
import { Loader } from '../../components/loader';
import { loadOnce } from '../../lib/load-once';
import type { JobFormCopy, JobResult } from './job-form';

/** The form's code, fetched when the visitor reaches for 'Ver formulario' (or the form is open already). */
const loadJobForm = loadOnce(() => import('./job-form'));

export interface JobApplicationProps {
  copy: JobFormCopy;
  result: JobResult | null;
  /** The form as the server renders it (job-form-markup.server.tsx): a plain multipart form posted to /cv. */
  formMarkup: string;
}

/**
 * docs/product.md §2 job application: the form stays hidden until 'Ver formulario' (docs/product.md §4: hidden, shown, then success or
 * error). A disclosure (<details>) rather than a scripted toggle, and the server's plain multipart form posted to /cv,
 * so both work before the page's JavaScript has loaded, or without it; the server answers with a redirect to
 * /cv-recibido or /cv-error. The form's own code (its checks, in the site's words) is not part of the page's first
 * load: it is fetched when the disclosure is reached for, and takes the static form's place once it is open.
 */
export function JobApplication({ copy, result, formMarkup }: JobApplicationProps) {
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  // Opened by the visitor once the page is alive: until the code arrives a loader stands in, so nothing typed into the
  // static form is lost when the live one takes its place.
  const [openedLive, setOpenedLive] = useState(false);
  const [Form, setForm] = useState<ComponentType<{ copy: JobFormCopy }> | null>(null);
  // Once shown, the live form stays mounted (closing the disclosure only hides it), so what was typed is kept.
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (Form && open) setShown(true);
  }, [Form, open]);
  const live = open || openedLive || shown;

  const load = useCallback(() => {
    loadJobForm().then(
      (module) => setForm(() => module.JobForm),
      // Without its code the static form still posts, with the browser's own checks.
      (error: unknown) => console.error(error),
    );
  }, []);

  // Open before the page came alive (the visitor was quick, or /cv-error shows it open): the static form stays until
  // the live one is here.
  useEffect(() => {
    if (detailsRef.current?.open) {
      setOpen(true);
      load();
    }
  }, [load]);

  return (
    <section id="trabaja-con-nosotros" className="section jobs" aria-labelledby="trabajo-titulo">
      <div className="container jobs__inner">
        <div className="jobs__intro">
          <h2 id="trabajo-titulo" className="section-header__title">
            Trabajá con nosotros
          </h2>
          <p className="jobs__lead">
            ¿Querés sumarte al equipo? Dejanos tus datos y tu currículum: cuando tengamos una búsqueda que se
            ajuste a tu perfil, te vamos a contactar.
          </p>
        </div>
        {result && <JobResultNotice result={result} />}
        {/* After an error the applicant fixes and sends again; after a success the form folds away. */}
        <details
          ref={detailsRef}
          className="jobs__disclosure"
          open={result?.kind === 'error'}
          // The pointer or the focus on 'Ver formulario': the form is probably next.
          onPointerEnter={load}
          onFocus={load}
          onToggle={(event) => {
            const nowOpen = event.currentTarget.open;
            setOpen(nowOpen);
            if (nowOpen) {
              setOpenedLive(true);
              load();
            }
          }}
        >
          <summary className="jobs__toggle">Ver formulario</summary>
          {Form && live ? (
            <Form copy={copy} />
          ) : openedLive ? (
            <Loader message="Cargando el formulario…" />
          ) : (
            // Hidden inside the closed disclosure: the form for a visitor without JavaScript, and the server's HTML.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: markup our own component rendered on the server.
            <div dangerouslySetInnerHTML={{ __html: formMarkup }} />
          )}
        </details>
      </div>
    </section>
  );
}

function JobResultNotice({ result }: { result: JobResult }) {
  const ref = useRef<HTMLDivElement>(null);
  // The applicant arrives here from the form post: take them (and their screen reader) straight to the outcome.
  useEffect(() => {
    ref.current?.focus();
  }, []);
  const success = result.kind === 'received';
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role={success ? 'status' : 'alert'}
      className={`jobs__notice jobs__notice--${success ? 'success' : 'error'}`}
    >
      <p className="jobs__notice-title">{result.title}</p>
      <p>{result.message}</p>
    </div>
  );
}
