import { APPOINTMENT_BRAND_IDS, brandById } from '#domain/catalogue/brands';
import { DEALERSHIP } from '#domain/content/dealership';
import { ButtonLink, buttonClass } from '../components/button';
import { Hero } from '../components/hero';
import { Icon } from '../components/icons';
import { PageMain } from '../components/page-main';
import { contentContext, publicUrlContext } from '../context';
import { departmentContact } from '../features/contact/contact-view';
import { PhoneAnchor } from '../features/contact/location-card';
import { ServiceCategoryPrices, toServiceCategoryView } from '../features/info-pages/service-prices';
import { StoriesStrip } from '../features/stories/stories-strip';
import { joinList } from '../lib/join-list';
import { canonicalUrl, pageMeta } from '../lib/seo.server';
import type { Route } from './+types/postventa';
import '../features/contact/contact-page.css';
import '../features/info-pages/info-pages.css';
import { SectionHeader } from '../components/section-header';

const PATH = '/postventa';

export async function loader({ context }: Route.LoaderArgs) {
  const content = context.get(contentContext);
  const [parameters, categories] = await Promise.all([content.parameters(), content.serviceCategories()]);
  const appointments = APPOINTMENT_BRAND_IDS.map((brandId) => {
    const brand = brandById(brandId);
    return {
      brand: brand.name,
      styleKey: brand.styleKey,
      url: parameters.service_appointment_urls[String(brandId)] ?? null,
      contact:
        departmentContact(
          parameters.contact_methods,
          'services',
          [brandId, 5],
          `Hola, quiero consultar por un service de mi ${brand.name}.`,
        ) ?? null,
    };
  });
  return {
    appointments,
    categories: categories.map(toServiceCategoryView),
    stories: parameters.stories
      .filter((story) => story.category_string === 'Postventa')
      .map(({ id, title, slug_url, brand_string, category_string, video_path, poster_path }) => ({
        id,
        title,
        slug_url,
        brand_string,
        category_string,
        video_path,
        poster_path,
      })),
    meta: pageMeta({
      title: 'Postventa: service oficial y turnos online',
      description: `Service oficial ${joinList(appointments.map((appointment) => appointment.brand))} en Mendoza y San Juan: precios de mantenimiento, frenos, tren delantero y aire acondicionado, y turnos online.`,
      canonical: canonicalUrl(context.get(publicUrlContext), PATH),
    }),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.meta ?? [];

export default function AfterSales({ loaderData }: Route.ComponentProps) {
  const { appointments, categories, stories } = loaderData;
  const bookable = appointments.filter((appointment) => appointment.url);
  return (
    <PageMain className="theme-territorio info-page">
      <Hero
        eyebrow="Postventa"
        title="Service oficial"
        lead={`Técnicos formados por cada marca, repuestos originales y la garantía de tu 0\u00a0km al día. Sacá tu turno online y mirá los precios antes de venir.`}
        media={<WorkshopArt />}
      >
        {bookable.length > 0 && (
          <div className="hero-actions">
            <a className={buttonClass('secondary')} href="#turnos">
              Sacá tu turno
            </a>
            <a className={buttonClass('ghost')} href="#precios">
              Ver precios
            </a>
          </div>
        )}
      </Hero>

      <section id="turnos" className="section info-section" aria-labelledby="turnos-titulo">
        <div className="container">
          <SectionHeader
            id="turnos-titulo"
            title="Turnos de service online"
            meta="Elegí tu marca: el turno se saca en la agenda oficial, que se abre en una pestaña nueva."
          />
          <ul className="brand-tiles">
            {appointments.map((appointment) => (
              <li key={appointment.brand} className={`brand-tile theme-${appointment.styleKey}`}>
                <p className="brand-tile__wordmark">{appointment.brand}</p>
                <h3 className="brand-tile__title">Service {appointment.brand}</h3>
                {appointment.url ? (
                  <ButtonLink to={appointment.url} external className="brand-tile__action">
                    Turno {appointment.brand}
                  </ButtonLink>
                ) : (
                  <p className="brand-tile__note">Pedí tu turno por teléfono.</p>
                )}
                {appointment.contact && (
                  <dl className="brand-tile__contacts">
                    {appointment.contact.phone && (
                      <div>
                        <dt>Teléfono</dt>
                        <dd>
                          <PhoneAnchor line={appointment.contact.phone} />
                        </dd>
                      </div>
                    )}
                    {appointment.contact.whatsapp && (
                      <div>
                        <dt>WhatsApp</dt>
                        <dd>
                          <PhoneAnchor line={appointment.contact.whatsapp} />
                        </dd>
                      </div>
                    )}
                  </dl>
                )}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section
        id="precios"
        className="section section--surface info-section"
        aria-labelledby="precios-titulo"
      >
        <div className="container">
          <SectionHeader
            id="precios-titulo"
            title="Precios de service"
            meta="En pesos, con IVA incluido. Premium suma lavado exterior e interior y un control de 30 puntos; Promoción es el precio especial de este mes."
          />
          {categories.length > 0 ? (
            <div className="service-categories">
              {categories.map((category) => (
                <ServiceCategoryPrices key={category.id} category={category} />
              ))}
            </div>
          ) : (
            <p className="empty-state">
              Estamos actualizando la lista de precios. Consultá por teléfono al {DEALERSHIP.phone}.
            </p>
          )}
          <p className="info-disclaimer">
            Valores de referencia para vehículos en condiciones normales de uso. El presupuesto final lo
            confirma el asesor de servicio al recibir tu vehículo.
          </p>
        </div>
      </section>

      <section className="section info-section" aria-labelledby="por-que-titulo">
        <div className="container">
          <SectionHeader id="por-que-titulo" title="Por qué hacer el service con nosotros" />
          <ul className="info-cards info-cards--four">
            <li className="info-card">
              <Icon name="wrench-thin" size={24} className="info-icon" />
              <h3 className="info-card__title">Técnicos de fábrica</h3>
              <p>Capacitados por cada marca y con las herramientas y el software de diagnóstico oficiales.</p>
            </li>
            <li className="info-card">
              <Icon name="parts" size={24} className="info-icon" />
              <h3 className="info-card__title">Repuestos originales</h3>
              <p>Lubricantes homologados y repuestos con garantía, con stock en nuestras sucursales.</p>
            </li>
            <li className="info-card">
              <Icon name="shield" size={24} className="info-icon" />
              <h3 className="info-card__title">Garantía al día</h3>
              <p>Sellamos tu libreta para que la garantía de fábrica de tu 0&nbsp;km siga vigente.</p>
            </li>
            <li className="info-card">
              <Icon name="calendar-thin" size={24} className="info-icon" />
              <h3 className="info-card__title">Turnos online</h3>
              <p>Elegís día y horario desde el celular, sin llamar ni esperar.</p>
            </li>
          </ul>
        </div>
      </section>

      <StoriesStrip stories={stories} />
    </PageMain>
  );
}

/** A wrench and a car on a lift: the page's own drawing, decorative. */
function WorkshopArt() {
  return (
    <svg
      className="info-art"
      viewBox="0 0 320 260"
      width="320"
      height="260"
      aria-hidden="true"
      focusable="false"
    >
      <rect className="info-art__shade" x="36" y="206" width="248" height="14" rx="7" />
      <rect className="info-art__device" x="70" y="150" width="12" height="60" />
      <rect className="info-art__device" x="238" y="150" width="12" height="60" />
      <rect className="info-art__device" x="56" y="144" width="208" height="10" rx="5" />
      <path
        className="info-art__device"
        d="M72 140l18-38c4-8 10-12 20-12h94c10 0 18 5 24 12l26 30c8 1 14 4 14 10v-2z"
      />
      <rect className="info-art__screen" x="112" y="98" width="40" height="26" rx="4" />
      <rect className="info-art__screen" x="160" y="98" width="48" height="26" rx="4" />
      <circle className="info-art__todo" cx="106" cy="142" r="16" />
      <circle className="info-art__todo" cx="222" cy="142" r="16" />
      <path
        className="info-art__tool"
        d="M250 40a26 26 0 0 0-33 31l-44 44 14 14 44-44a26 26 0 0 0 31-33l-15 15-14-4-4-14z"
      />
    </svg>
  );
}
