import type { DEALERSHIP } from '#domain/content/dealership';
import { DEALERSHIP_NAME } from '#domain/content/dealership-name';
import { ArrowLink } from '../../components/arrow-link';
import { ButtonLink } from '../../components/button';
import { DropdownButton } from '../../components/dropdown-button';
import { ExternalLink } from '../../components/external-link';
import { Icon } from '../../components/icons';
import { Link } from '../../components/link';
import { OfferCard } from '../offers/offer-card';
import type { AppointmentLink, ModelPicture, NewsTeaser, OfferGroup } from './home-data';
import './home.css';
import { SectionHeader } from '../../components/section-header';

/** docs/product.md §2: the how-to-reserve banner, beside the WhatsApp contact link when there is a number to write to. */
export function ReserveAndChat({ whatsappUrl }: { whatsappUrl: string | null }) {
  return (
    <div className="container home-intro">
      <section className="home-reserve theme-territorio" aria-labelledby="como-reservar-titulo">
        <div className="home-reserve__decor" aria-hidden="true" />
        <p className="home-reserve__eyebrow">Concesionario digital</p>
        <h2 id="como-reservar-titulo" className="home-reserve__title">
          Reservá tu 0km online
        </h2>
        <p className="home-reserve__lead">
          Elegí la unidad, pagá la seña con tarjeta en hasta 3 cuotas y retirala en el concesionario.
        </p>
        <ArrowLink to="/como-reservar" className="home-reserve__link">
          Mirá cómo reservar
        </ArrowLink>
      </section>
      {whatsappUrl && (
        <ExternalLink className="home-whatsapp" href={whatsappUrl}>
          <Icon name="whatsapp-badge" className="home-whatsapp__icon" size={40} />
          <span className="home-whatsapp__text">
            <span className="home-whatsapp__title">Escribinos por WhatsApp</span>
            <span className="home-whatsapp__lead">Un asesor te responde tus consultas.</span>
          </span>
        </ExternalLink>
      )}
    </div>
  );
}

/** docs/product.md §2/§9: the best offers of Volkswagen, Chevrolet and Nissan, the top ones of each brand. */
export function HomeOffers({ groups }: { groups: readonly OfferGroup[] }) {
  if (groups.length === 0) return null;
  return (
    <section className="section" aria-labelledby="oportunidades-titulo">
      <div className="container">
        <SectionHeader
          id="oportunidades-titulo"
          title="Oportunidades 0km"
          meta="Unidades en stock con descuento, listas para reservar online."
          action={<ArrowLink to="/oportunidades">Ver todas las oportunidades</ArrowLink>}
        />
        {groups.map((group) => (
          <div key={group.slug} className={`home-offers theme-${group.styleKey}`}>
            <div className="home-offers__header">
              <p className="brand-dot home-offers__brand">{group.name}</p>
              <Link to={`/oportunidades/${group.slug}`} className="home-offers__more" prefetch="intent">
                Ver oportunidades {group.name}
              </Link>
            </div>
            <ul className="scroll-row home-offers__list" aria-label={`Oportunidades ${group.name}`}>
              {group.offers.map((offer) => (
                <li key={offer.id} className="scroll-row__item">
                  <OfferCard offer={offer} headingLevel={3} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}

/** docs/product.md §2/§9: the latest 2 news, newest first. */
export function LatestNews({ news }: { news: readonly NewsTeaser[] }) {
  if (news.length === 0) return null;
  return (
    <section className="section section--surface" aria-labelledby="noticias-titulo">
      <div className="container">
        <SectionHeader
          id="noticias-titulo"
          title="Novedades"
          action={<ArrowLink to="/noticias">Ver todas las noticias</ArrowLink>}
        />
        <ul className="home-news">
          {news.map((item) => (
            <li key={item.id} className="home-news__item">
              <article className="card card--link news-teaser">
                {item.image && (
                  <div className="news-teaser__media">
                    <img
                      src={item.image.src}
                      alt={item.image.alt}
                      width={item.image.width}
                      height={item.image.height}
                      loading="lazy"
                      decoding="async"
                    />
                  </div>
                )}
                <div className="news-teaser__body">
                  <p className="news-teaser__meta">
                    <time dateTime={item.dateTime}>{item.dateLabel}</time>
                    <span aria-hidden="true"> · </span>
                    <span>{item.brand}</span>
                  </p>
                  <h3 className="card__title news-teaser__title">
                    <Link to={item.href} className="card__link" prefetch="intent">
                      {item.title}
                    </Link>
                  </h3>
                  <p className="news-teaser__excerpt">{item.excerpt}</p>
                  <span className="news-teaser__cta" aria-hidden="true">
                    Leer nota
                  </span>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** docs/product.md §2: the models banner, linking to the families list. */
export function ModelsBanner({ pictures }: { pictures: readonly ModelPicture[] }) {
  return (
    <section className="container section" aria-labelledby="modelos-titulo">
      <div className="home-models">
        <div className="home-models__text">
          <h2 id="modelos-titulo" className="home-models__title">
            Encontrá tu próximo 0km
          </h2>
          <p className="home-models__lead">
            Volkswagen, Chevrolet, Nissan y BAIC: conocé todos los modelos, sus versiones y las unidades en
            stock.
          </p>
          <ButtonLink to="/vehiculos-0km" className="home-models__button">
            Ver modelos 0km
          </ButtonLink>
        </div>
        {pictures.length > 0 && (
          <ul className="home-models__pictures" aria-hidden="true">
            {pictures.map((picture) => (
              <li key={picture.src}>
                <img src={picture.src} alt="" width={640} height={320} loading="lazy" decoding="async" />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

/** docs/product.md §2: the service-appointment dropdown with each brand's external booking page. */
export function ServiceAppointments({ links }: { links: readonly AppointmentLink[] }) {
  return (
    <section className="section" aria-labelledby="turnos-titulo">
      <div className="container home-service">
        <div className="home-service__text">
          <h2 id="turnos-titulo" className="section-header__title">
            Turnos de service
          </h2>
          <p className="home-service__lead">
            Sacá tu turno en el taller oficial de tu marca: técnicos capacitados por fábrica y repuestos
            originales.
          </p>
        </div>
        <div className="home-service__actions">
          {links.length > 0 && <DropdownButton label="Sacá tu turno" options={links} />}
          <ArrowLink to="/postventa">Servicios y precios de postventa</ArrowLink>
        </div>
      </div>
    </section>
  );
}

/** docs/product.md §1: over 40 years of activity and 3 Club del Presidente awards (the home's loader sends them). */
export function CompanyHistory({
  yearsOfActivity: years,
  clubDelPresidenteAwards: awards,
}: Pick<typeof DEALERSHIP, 'yearsOfActivity' | 'clubDelPresidenteAwards'>) {
  return (
    <section className="section section--surface" aria-labelledby="historia-titulo">
      <div className="container home-history">
        <div className="home-history__text">
          <h2 id="historia-titulo" className="section-header__title">
            Nuestra historia
          </h2>
          <p>
            Hace más de {years} años que {DEALERSHIP_NAME} acompaña a las familias de Mendoza y San Juan en la
            compra de su 0km. Somos concesionario oficial Volkswagen, Chevrolet, Nissan y BAIC, con sucursales
            en Godoy Cruz, San Rafael y San Juan.
          </p>
          <p>
            La atención cercana y un servicio de postventa de primera nos valieron {awards} premios Club del
            Presidente.
          </p>
        </div>
        <ul className="home-history__facts">
          <li className="home-history__fact">
            <strong className="home-history__figure">Más de {years} años</strong>
            <span className="home-history__caption">de actividad en Mendoza y San Juan</span>
          </li>
          <li className="home-history__fact">
            <strong className="home-history__figure">{awards} premios</strong>
            <span className="home-history__caption">Club del Presidente</span>
          </li>
        </ul>
      </div>
    </section>
  );
}
