import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from 'react';
import { isPhoneNumber } from '#domain/shared/field-limits';
import { Button } from '../../components/button';
import { HONEYPOT, HoneypotField } from '../../components/honeypot-field';
import { TextAreaField, TextField } from '../../components/text-field';
import { visitSource } from '../../lib/sent-visit-source';

/** The texts and limits of domain/content/leads.ts the form needs, handed over by the loader (see job-copy.server.ts). */
export interface JobFormCopy {
  missing: { name: string; lastname: string; cellphone: string; email: string };
  invalidEmail: string;
  invalidCellphone: string;
  noFile: string;
  fileTooLarge: string;
  maxFileBytes: number;
  maxLength: {
    name: number;
    phone: number;
    email: number;
    shortText: number;
    studies: number;
    message: number;
  };
}

/** How the last application went, when the page is /cv-recibido or /cv-error. */
export interface JobResult {
  kind: 'received' | 'error';
  title: string;
  message: string;
}

type RequiredField = keyof JobFormCopy['missing'];
type FieldErrors = Partial<Record<RequiredField | 'file', string>>;

/** What POST /cv answers a client that asks for JSON when it refuses an application. */
interface CvRefusal {
  error?: string;
  issues?: { field: string; message: string }[];
}

const SEND_FAILED_MESSAGE = 'No pudimos enviar tu postulación. Probá de nuevo en unos minutos.';
const RECEIVED_PATH = '/cv-recibido';

/** docs/product.md §7 field names of POST /cv. */
const FIELD = (name: string) => `data[${name}]`;
const FILE_FIELD = 'file';
const REQUIRED_FIELDS: readonly RequiredField[] = ['name', 'lastname', 'cellphone', 'email'];
/** The order errors are checked in, which is the order of the fields on screen. */
const FIELD_ORDER: readonly (RequiredField | 'file')[] = ['name', 'lastname', 'cellphone', 'email', 'file'];

/**
 * The application form itself. Rendered as static markup on the server (job-form-markup.server.tsx), and in the browser
 * once the disclosure opens: with JavaScript it checks itself first and says what is missing, in the site's own words.
 */
export function JobForm({ copy }: { copy: JobFormCopy }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  /** A refusal that belongs to no field (too many uploads at once, the network). */
  const [formError, setFormError] = useState<string | null>(null);
  const formErrorRef = useRef<HTMLParagraphElement>(null);
  const [sending, setSending] = useState(false);
  // Until hydration the browser's own checks (required, type=email) guard the form; then ours take over.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    setHydrated(true);
    // Coming back to the page from the browser's history must not leave the button stuck on "Enviando…".
    const onPageShow = () => setSending(false);
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const checkField = (form: HTMLFormElement, field: RequiredField | 'file'): string | undefined => {
    if (field === 'file') {
      const file = (form.elements.namedItem(FILE_FIELD) as HTMLInputElement | null)?.files?.[0];
      if (!file) return copy.noFile;
      if (file.size > copy.maxFileBytes) return copy.fileTooLarge;
      return undefined;
    }
    const input = form.elements.namedItem(FIELD(field)) as HTMLInputElement | null;
    if (!input || input.value.trim() === '') return copy.missing[field];
    if (field === 'email' && input.validity.typeMismatch) return copy.invalidEmail;
    // The server's rule, checked with the others: a malformed number is flagged on the first try, not after them.
    if (field === 'cellphone' && !isPhoneNumber(input.value.trim())) return copy.invalidCellphone;
    return undefined;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const found: FieldErrors = {};
    for (const field of FIELD_ORDER) {
      const message = checkField(form, field);
      if (message) found[field] = message;
    }
    setErrors(found);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) {
      event.preventDefault();
      const name = first === 'file' ? FILE_FIELD : FIELD(first);
      (form.elements.namedItem(name) as HTMLElement | null)?.focus();
      return;
    }
    event.preventDefault();
    if (sending) return;
    void send(form);
  };

  /**
   * Posts the application and stays on the page when it is refused, so a rejected file costs the applicant only the
   * file, not everything typed (without JavaScript the browser posts the form and follows the server's redirect).
   */
  const send = async (form: HTMLFormElement) => {
    setSending(true);
    setFormError(null);
    try {
      const body = new FormData(form);
      const source = visitSource();
      if (source) body.set('source', JSON.stringify(source));
      const response = await fetch(form.action, {
        method: 'POST',
        body,
        headers: { accept: 'application/json' },
      });
      if (response.ok) {
        window.location.assign(RECEIVED_PATH);
        return;
      }
      const refusal = (await response.json().catch(() => ({}))) as CvRefusal;
      const found: FieldErrors = {};
      for (const issue of refusal.issues ?? []) {
        const field = FIELD_ORDER.find((candidate) => candidate === issue.field);
        if (field && !found[field]) found[field] = issue.message;
      }
      const first = FIELD_ORDER.find((field) => found[field]);
      setErrors(found);
      setSending(false);
      if (first) {
        (
          form.elements.namedItem(first === 'file' ? FILE_FIELD : FIELD(first)) as HTMLElement | null
        )?.focus();
      } else {
        setFormError(refusal.error ?? SEND_FAILED_MESSAGE);
      }
    } catch {
      setSending(false);
      setFormError(SEND_FAILED_MESSAGE);
    }
  };

  useEffect(() => {
    if (formError) formErrorRef.current?.focus();
  }, [formError]);

  /** Once a field was flagged, it is checked again as it changes, so the message leaves as soon as it is fixed. */
  const onChange = (event: ChangeEvent<HTMLFormElement>) => {
    const target = event.target as unknown as HTMLInputElement;
    const field =
      target.name === FILE_FIELD
        ? 'file'
        : REQUIRED_FIELDS.find((candidate) => FIELD(candidate) === target.name);
    if (!field || !errors[field] || !formRef.current) return;
    const message = checkField(formRef.current, field);
    setErrors((current) => ({ ...current, [field]: message }));
  };

  const { maxLength } = copy;
  const fileErrorId = 'cv-archivo-error';
  return (
    <form
      ref={formRef}
      className="job-form"
      method="post"
      action="/cv"
      encType="multipart/form-data"
      noValidate={hydrated}
      onSubmit={onSubmit}
      onChange={onChange}
      aria-label="Postulación laboral"
    >
      <p className="job-form__note">
        Los campos marcados con <span aria-hidden="true">*</span>
        <span className="sr-only">asterisco</span> son obligatorios.
      </p>
      <div className="job-form__grid">
        <TextField
          label="Nombre"
          name={FIELD('name')}
          required
          autoComplete="given-name"
          maxLength={maxLength.name}
          error={Boolean(errors.name)}
          errorMessage={errors.name}
        />
        <TextField
          label="Apellido"
          name={FIELD('lastname')}
          required
          autoComplete="family-name"
          maxLength={maxLength.name}
          error={Boolean(errors.lastname)}
          errorMessage={errors.lastname}
        />
        <TextField
          label="Celular"
          name={FIELD('cellphone')}
          type="tel"
          required
          autoComplete="tel"
          inputMode="tel"
          maxLength={maxLength.phone}
          error={Boolean(errors.cellphone)}
          errorMessage={errors.cellphone}
        />
        <TextField
          label="Teléfono"
          name={FIELD('telephone')}
          type="tel"
          inputMode="tel"
          maxLength={maxLength.phone}
          helpText="Opcional: un teléfono fijo u otro número."
        />
        <TextField
          label="Email"
          name={FIELD('email')}
          type="email"
          required
          autoComplete="email"
          maxLength={maxLength.email}
          error={Boolean(errors.email)}
          errorMessage={errors.email}
        />
        <TextField
          label="Zona de residencia"
          name={FIELD('zone')}
          autoComplete="address-level2"
          maxLength={maxLength.shortText}
          helpText="Por ejemplo: Godoy Cruz, San Rafael o Rivadavia (San Juan)."
        />
        <TextField label="Estudios" name={FIELD('studies')} maxLength={maxLength.studies} />
        <TextField
          label="Puesto al que te postulás"
          name={FIELD('position')}
          maxLength={maxLength.shortText}
        />
        <TextAreaField
          label="Comentario"
          name={FIELD('message')}
          maxLength={maxLength.message}
          className="job-form__wide"
        />
        <div className={`job-form__file job-form__wide${errors.file ? ' job-form__file--error' : ''}`}>
          <label className="field__label" htmlFor="cv-archivo">
            Currículum
            <span className="field__required" aria-hidden="true">
              {' '}
              *
            </span>
          </label>
          <input
            id="cv-archivo"
            className="job-form__file-input"
            type="file"
            name={FILE_FIELD}
            accept=".pdf,.doc,.docx"
            required
            aria-invalid={errors.file ? true : undefined}
            aria-describedby={errors.file ? `${fileErrorId} cv-archivo-ayuda` : 'cv-archivo-ayuda'}
          />
          {errors.file && (
            <p id={fileErrorId} className="field__error" role="alert">
              {errors.file}
            </p>
          )}
          <p id="cv-archivo-ayuda" className="field__help">
            En formato Word o PDF, de hasta {Math.round(copy.maxFileBytes / (1024 * 1024))} MB.
          </p>
        </div>
        <HoneypotField id="cv-website" name={FIELD(HONEYPOT)} />
      </div>
      {formError && (
        <p ref={formErrorRef} className="field__error job-form__error" role="alert" tabIndex={-1}>
          {formError}
        </p>
      )}
      <Button type="submit" className="job-form__submit" disabled={sending}>
        {sending ? 'Enviando…' : 'Enviar postulación'}
      </Button>
    </form>
  );
}
