import type { MetaDescriptor } from 'react-router';
import { administrationContact, phoneLink, whatsappLink } from '#domain/content/content';
import { DEALERSHIP } from '#domain/content/dealership';
import { ExternalLink } from '../components/external-link';
import { Hero } from '../components/hero';
import { Icon } from '../components/icons';
import { PageMain } from '../components/page-main';
import { contentContext, publicUrlContext } from '../context';
import { CONTACT_FORM_DEFAULT_SUBJECT } from '../features/contact/contact-fields';
import { ContactFormLater } from '../features/contact/contact-form-later';
import { formatWhatsapp, toLocationView } from '../features/contact/contact-view';
import { LocationCard } from '../features/contact/location-card';
import { regionMapMarkup } from '../features/contact/region-map.server';
import { joinList } from '../lib/join-list';
import { canonicalUrl, dealershipJsonLd, jsonLdMeta, pageMeta } from '../lib/seo.server';
import type { Route } from './+types/contacto';
import '../features/contact/contact-page.css';
import { SectionHeader } from '../components/section-header';

const PATH = '/contacto';
const CONTACT_FORM_ID = 'formulario';

export async function loader({ context }: Route.LoaderArgs) {
  const parameters = await context.get(contentContext).parameters();
  const origin = context.get(publicUrlContext);
  const administration = administrationContact(parameters.contact_methods);
  const whatsappNumber = parameters.whatsapp_number ?? administration?.whatsapp_number ?? null;
  return {
    locations: parameters.locations,
    mapMarkup: regionMapMarkup(parameters.locations),
    whatsapp: whatsappNumber
      ? { href: whatsappLink(whatsappNumber), display: formatWhatsapp(whatsappNumber) }
      : null,
    videoCallUrl: administration?.zoom_link ?? null,
    meta: contactMeta(
      parameters.locations.map((location) => location.name),
      canonicalUrl(origin, PATH),
      dealershipJsonLd(parameters.locations, origin),
    ),
  };
}

function contactMeta(
  names: readonly string[],
  canonical: string,
  structuredData: Parameters<typeof jsonLdMeta>[0],
): MetaDescriptor[] {
  const where = names.length > 0 ? ` en ${joinList(names)}` : '';
  return [
    ...pageMeta({
      title: 'Contacto',
      description: `Contactá a ${DEALERSHIP.name}: sucursales${where}, teléfonos de ventas, postventa y repuestos por marca, WhatsApp, horarios y formulario de consulta.`,
      canonical,
    }),
    jsonLdMeta(structuredData),
  ];
}

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.meta ?? [];

export default function ContactPage({ loaderData }: Route.ComponentProps) {
  const { locations, mapMarkup, whatsapp, videoCallUrl } = loaderData;
  const views = locations.map(toLocationView);
  const phoneHref = phoneLink(DEALERSHIP.phone);

  return (
    <PageMain className="theme-territorio contact-page">
      <Hero
        eyebrow="Contacto"
        title="Contactanos"
        lead={`Estamos en ${joinList(locations.map((location) => location.name))}. Llamanos, escribinos por WhatsApp o acercate a la sucursal que te quede más cómoda.`}
        media={
          mapMarkup === null ? undefined : (
            // biome-ignore lint/security/noDangerouslySetInnerHtml: markup our own component rendered on the server.
            <div className="region-map" aria-hidden="true" dangerouslySetInnerHTML={{ __html: mapMarkup }} />
          )
        }
      >
        <ul className="contact-quick">
          {phoneHref && (
            <li>
              <a className="contact-quick__link" href={phoneHref}>
                <Icon name="phone-filled" size={16} className="phone-link__icon" />
                <span>
                  Llamanos <strong>{DEALERSHIP.phone}</strong>
                </span>
              </a>
            </li>
          )}
          {whatsapp?.href && (
            <li>
              <ExternalLink className="contact-quick__link" href={whatsapp.href}>
                <Icon name="whatsapp-thin" size={16} className="phone-link__icon" />
                <span>
                  WhatsApp <strong>{whatsapp.display}</strong>
                </span>
              </ExternalLink>
            </li>
          )}
          <li>
            <a className="contact-quick__link" href={`mailto:${DEALERSHIP.email}`}>
              <Icon name="mail-filled" size={16} className="phone-link__icon" />
              <span>
                Escribinos <strong>{DEALERSHIP.email}</strong>
              </span>
            </a>
          </li>
          {videoCallUrl && (
            <li>
              <ExternalLink className="contact-quick__link" href={videoCallUrl}>
                <Icon name="video-filled" size={16} className="phone-link__icon" />
                <span>Videollamada con un asesor</span>
              </ExternalLink>
            </li>
          )}
        </ul>
      </Hero>

      <section className="section" aria-labelledby="sucursales-titulo">
        <div className="container">
          <SectionHeader
            id="sucursales-titulo"
            title="Nuestras sucursales"
            meta="Teléfonos por marca y área, horarios de atención y cómo llegar."
          />
          {views.length > 0 ? (
            <ul className="location-grid">
              {views.map((location) => (
                <li key={location.id} className="location-grid__item">
                  <LocationCard location={location} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="empty-state">
              Llamanos al {DEALERSHIP.phone} y te decimos cuál es la sucursal más cercana.
            </p>
          )}
        </div>
      </section>

      <section className="section contact-help-section" aria-labelledby="ayuda-titulo">
        <div className="container contact-help">
          <div className="contact-help__intro">
            <h2 id="ayuda-titulo" className="section-header__title">
              ¿Necesitás ayuda?
            </h2>
            <p>
              Dejanos tu consulta sobre un 0&nbsp;km, un plan de ahorro, un turno de service o una reserva
              online. La recibe el área que corresponde y un asesor te responde a la brevedad, en horario de
              atención.
            </p>
            <ul className="contact-help__points">
              <li>Respondemos de lunes a sábado.</li>
              <li>Si ya reservaste online, contanos tu código de operación.</li>
              <li>Tus datos se usan solo para responderte.</li>
            </ul>
          </div>
          <div className="contact-help__form">
            <ContactFormLater
              id={CONTACT_FORM_ID}
              subject={CONTACT_FORM_DEFAULT_SUBJECT}
              heading="Dejanos tu consulta"
            />
          </div>
        </div>
      </section>
    </PageMain>
  );
}
