import type { ReactNode } from 'react';
import { ButtonLink, buttonClass } from '../../components/button';
import { ExternalLink } from '../../components/external-link';
import { Hero } from '../../components/hero';
import { Icon, type IconName } from '../../components/icons';
import { PageMain } from '../../components/page-main';
import { SectionHeader } from '../../components/section-header';
import { ContactFormLater } from '../contact/contact-form-later';
import type { PhoneLine } from '../contact/contact-view';
import { PhoneAnchor } from '../contact/location-card';

/** The copy of a brand landing page (docs/product.md §D12): brands with a page but no catalogue of their own. */
export interface BrandLandingContent {
  slug: 'ducati' | 'mercedes-benz';
  name: string;
  /** Page-scoped colours (info-pages.css), since these brands have no theme in themes.css. */
  themeClass: string;
  /** The contact form's subject, as the dealership's inbox sorts it. */
  subject: string;
  eyebrow: string;
  title: string;
  lead: string;
  description: string;
  lineupTitle: string;
  lineupLead: string;
  lineup: readonly { name: string; kind: string; text: string }[];
  highlights: readonly { icon: IconName; title: string; text: string }[];
  whatsappText: string;
  art: 'motorcycle' | 'sedan';
}

export interface BrandLandingContact {
  phone: PhoneLine | null;
  whatsapp: PhoneLine | null;
  videoCallUrl: string | null;
  branch: { name: string; address: string; mapUrl: string; hours: { days: string; hours: string }[] } | null;
}

export function BrandLanding({
  content,
  contact,
}: {
  content: BrandLandingContent;
  contact: BrandLandingContact;
}) {
  const formId = `contacto-${content.slug}`;
  return (
    <PageMain className={`info-page brand-landing ${content.themeClass}`}>
      <Hero
        eyebrow={content.eyebrow}
        title={content.title}
        lead={content.lead}
        media={content.art === 'motorcycle' ? <MotorcycleArt /> : <SedanArt />}
      >
        <div className="hero-actions">
          <a className={buttonClass('secondary')} href={`#${formId}`}>
            Quiero que me contacten
          </a>
          {contact.whatsapp && (
            <ExternalLink className={buttonClass('ghost')} href={contact.whatsapp.href}>
              Escribinos por WhatsApp
            </ExternalLink>
          )}
        </div>
      </Hero>

      <section className="section info-section" aria-labelledby="gama-titulo">
        <div className="container">
          <SectionHeader id="gama-titulo" title={content.lineupTitle} meta={content.lineupLead} />
          <ul className="card-grid card-grid--dense lineup">
            {content.lineup.map((model) => (
              <li key={model.name} className="lineup__item">
                <p className="lineup__kind">{model.kind}</p>
                <h3 className="lineup__name">{model.name}</h3>
                <p className="lineup__text">{model.text}</p>
              </li>
            ))}
          </ul>
          <p className="info-disclaimer">{content.description}</p>
        </div>
      </section>

      <section className="section section--surface info-section" aria-labelledby="territorio-titulo">
        <div className="container">
          <SectionHeader id="territorio-titulo" title={<>{content.name} en Territorio</>} />
          <ul className="info-cards info-cards--four">
            {content.highlights.map((highlight) => (
              <li key={highlight.title} className="info-card">
                <Icon name={highlight.icon} size={24} className="info-icon" />
                <h3 className="info-card__title">{highlight.title}</h3>
                <p>{highlight.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section info-section" aria-labelledby="asesor-titulo">
        <div className="container contact-help">
          <div className="contact-help__intro">
            <h2 id="asesor-titulo" className="section-header__title">
              Hablá con un asesor {content.name}
            </h2>
            <p>Llamanos, escribinos por WhatsApp o dejanos tus datos y te contactamos.</p>
            <ContactMethods contact={contact} />
          </div>
          <div className="contact-help__form">
            <ContactFormLater id={formId} subject={content.subject} heading="Dejanos tus datos" />
          </div>
        </div>
      </section>
    </PageMain>
  );
}

function ContactMethods({ contact }: { contact: BrandLandingContact }) {
  const rows: { label: string; value: ReactNode }[] = [];
  if (contact.phone) rows.push({ label: 'Teléfono', value: <PhoneAnchor line={contact.phone} /> });
  if (contact.whatsapp) rows.push({ label: 'WhatsApp', value: <PhoneAnchor line={contact.whatsapp} /> });
  if (contact.videoCallUrl) {
    rows.push({
      label: 'Videollamada',
      value: (
        <ButtonLink to={contact.videoCallUrl} external variant="secondary" size="sm">
          Agendá una videollamada
        </ButtonLink>
      ),
    });
  }
  return (
    <div className="contact-methods">
      {rows.length > 0 && (
        <dl className="contact-methods__list">
          {rows.map((row) => (
            <div key={row.label} className="contact-methods__row">
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {contact.branch && (
        <div className="contact-methods__branch">
          <h3 className="contact-methods__title">Sucursal {contact.branch.name}</h3>
          <p>{contact.branch.address}</p>
          {contact.branch.hours.map((line) => (
            <p key={line.days} className="contact-methods__hours">
              <strong>{line.days}:</strong> {line.hours}
            </p>
          ))}
          <ButtonLink to={contact.branch.mapUrl} external variant="ghost" size="sm">
            Ver en el mapa
          </ButtonLink>
        </div>
      )}
    </div>
  );
}

/** A sport motorcycle in profile, drawn for the page (no brand marks). */
function MotorcycleArt() {
  return (
    <svg
      className="info-art info-art--wide"
      viewBox="0 0 340 220"
      width="340"
      height="220"
      aria-hidden="true"
      focusable="false"
    >
      <ellipse className="info-art__shade" cx="170" cy="204" rx="150" ry="10" />
      <circle className="info-art__tyre" cx="78" cy="158" r="44" />
      <circle className="info-art__rim" cx="78" cy="158" r="30" />
      <circle className="info-art__tyre" cx="262" cy="158" r="44" />
      <circle className="info-art__rim" cx="262" cy="158" r="30" />
      <path className="info-art__frame" d="M78 158l70-14M262 158l-30-78" />
      <path className="info-art__body" d="M124 112l64-4 24 40-74 8z" />
      <path className="info-art__paint" d="M142 96c18-22 56-24 78-8l-8 22-68 4z" />
      <path className="info-art__paint" d="M60 96l52 6 36 0-6 14-60-2z" />
      <path className="info-art__seat" d="M104 98l50-2-4 10-48 2z" />
      <path className="info-art__paint" d="M214 84l36-10 18 30-20 24-26-4z" />
      <path className="info-art__frame" d="M226 74l16-8" />
      <path className="info-art__exhaust" d="M128 152l-50-6 6-10 48 4z" />
    </svg>
  );
}

/** A saloon car in profile, drawn for the page (no brand marks). */
function SedanArt() {
  return (
    <svg
      className="info-art info-art--wide"
      viewBox="0 0 340 200"
      width="340"
      height="200"
      aria-hidden="true"
      focusable="false"
    >
      <ellipse className="info-art__shade" cx="170" cy="176" rx="156" ry="10" />
      <path
        className="info-art__paint"
        d="M16 150c0-16 8-26 26-30l44-8 44-30c12-7 24-10 40-10h44c20 0 36 6 50 18l26 22 22 4c10 2 18 10 18 22v12c0 6-4 10-10 10H26c-6 0-10-4-10-10z"
      />
      <path
        className="info-art__screen"
        d="M112 112l28-22c8-5 16-7 26-7h22v29zM196 83h22c14 0 26 5 36 14l16 15h-74z"
      />
      <path className="info-art__line" d="M30 132h280" />
      <circle className="info-art__tyre" cx="82" cy="158" r="26" />
      <circle className="info-art__rim" cx="82" cy="158" r="15" />
      <circle className="info-art__tyre" cx="262" cy="158" r="26" />
      <circle className="info-art__rim" cx="262" cy="158" r="15" />
    </svg>
  );
}
