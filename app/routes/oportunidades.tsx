import { useMemo } from 'react';
import { useNavigation } from 'react-router';
import { brandById, OFFER_TAB_BRAND_IDS } from '#domain/catalogue/brands';
import { buttonClass } from '../components/button';
import { Hero } from '../components/hero';
import { HydratedApart } from '../components/hydrated-apart';
import { Loader } from '../components/loader';
import { PageMain } from '../components/page-main';
import { Tabs } from '../components/tabs';
import { catalogueContext, publicUrlContext } from '../context';
import { ContactFormLater } from '../features/contact/contact-form-later';
import { loadOfferBrand } from '../features/offers/offers-data';
import { ALL_OFFERS_PATH, OffersList } from '../features/offers/offers-list';
import { brandFromParam } from '../lib/brand-param';
import { joinList } from '../lib/join-list';
import { scrollToSection } from '../lib/scroll-to-section';
import { canonicalUrl, pageMeta } from '../lib/seo.server';
import type { Route } from './+types/oportunidades';

const LIST_ID = 'oportunidades-lista';
const CONTACT_ID = 'contactar-asesor';

function offersPath(slug?: string): string {
  return slug ? `${ALL_OFFERS_PATH}/${slug}` : ALL_OFFERS_PATH;
}

export async function loader({ params, context, url }: Route.LoaderArgs) {
  // docs/product.md §2 and §9: the offers page shows these brands only, in their tab order ('Todos' last).
  const offered = OFFER_TAB_BRAND_IDS.map(brandById);
  const chosen = brandFromParam(params.brand, offered, offersPath, url);
  const shown = chosen ? [chosen] : offered;
  const catalogue = context.get(catalogueContext);
  const sections = await Promise.all(shown.map((brand) => loadOfferBrand(catalogue, brand)));
  const brandSlug = params.brand === undefined ? null : (shown[0]?.slug ?? null);
  // The brand's offers page sends its messages to that brand (docs/decisions/0061).
  const brandId = params.brand === undefined ? null : (shown[0]?.id ?? null);
  const units = sections.reduce((sum, section) => sum + section.units, 0);
  const brand = brandSlug ? sections[0]?.name : undefined;
  const brands = brand ?? joinList(sections.map((section) => section.name));
  const stock = units > 0 ? heading(units, undefined) : 'Unidades 0\u00a0km con descuento';
  return {
    brandSlug,
    brandId,
    sections,
    units,
    // docs/product.md §9 tab order, 'Todos' last; built here so the brands' data stays on the server.
    tabs: [
      ...offered.map((candidate) => ({ name: candidate.name, link: offersPath(candidate.slug) })),
      { name: 'Todos', link: offersPath() },
    ],
    activeTab: brandSlug ? offered.findIndex((candidate) => candidate.slug === brandSlug) : offered.length,
    meta: pageMeta({
      title: brand ? `Oportunidades 0 km ${brand}` : 'Oportunidades 0 km',
      description: `${stock} de ${brands} en Mendoza y San Juan: unidades únicas con precio especial. Reservá online o consultá a un asesor.`,
      canonical: canonicalUrl(context.get(publicUrlContext), offersPath(params.brand && shown[0]?.slug)),
    }),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.meta ?? [];

function heading(units: number, brand: string | undefined): string {
  const what = brand ? `${brand} 0\u00a0km` : '0\u00a0km';
  return units === 1 ? `1 unidad ${what} con descuento` : `${units} unidades ${what} con descuento`;
}

export default function Offers({ loaderData }: Route.ComponentProps) {
  const { brandSlug, brandId, sections, units, tabs, activeTab } = loaderData;
  const navigation = useNavigation();
  // Kept between renders: the contact form may still be the server's HTML (app/components/lazy-part.tsx).
  const contactVehicle = useMemo(() => (brandId === null ? undefined : { brand_id: brandId }), [brandId]);
  // The page is rendered on the server with its data; the loading view covers switching brands in the browser.
  const switching =
    navigation.state === 'loading' && navigation.location.pathname.startsWith(ALL_OFFERS_PATH);
  const brand = brandSlug ? sections[0] : undefined;
  const families = sections.flatMap((section) => section.families);
  // Sections list their families best discount first: the hero pictures the best of them all.
  const showcase = families
    .map((family) => family.offers[0])
    .reduce<(typeof families)[number]['offers'][number] | undefined>(
      (best, offer) => (offer && (!best || offer.discount_amount > best.discount_amount) ? offer : best),
      undefined,
    );
  const offerCount = families.reduce((sum, family) => sum + family.offers.length, 0);

  return (
    <PageMain className={`offers-page theme-${brand?.styleKey ?? 'territorio'}`}>
      <Hero
        eyebrow={brand ? `Oportunidades ${brand.name}` : 'Oportunidades'}
        title={heading(units, brand?.name)}
        lead="Unidades únicas con precio especial, listas para reservar online en Mendoza y San Juan."
        media={
          showcase?.image && (
            // Decorative: the same picture, named, heads its family's card below.
            <img src={showcase.image} alt="" width={640} height={320} decoding="async" />
          )
        }
      >
        {families.length > 0 && (
          <ul className="hero__facts">
            <li>
              <strong>{families.length}</strong> {families.length === 1 ? 'modelo' : 'modelos'}
            </li>
            <li>
              <strong>{offerCount}</strong> {offerCount === 1 ? 'oferta' : 'ofertas'}
            </li>
          </ul>
        )}
        <div className="offers-hero__actions">
          <ScrollButton target={LIST_ID} variant="primary">
            Explorar oportunidades
          </ScrollButton>
          <ScrollButton target={CONTACT_ID} variant="secondary">
            Contactar un asesor
          </ScrollButton>
        </div>
      </Hero>

      <div className="offers-tabs">
        <div className="container">
          <Tabs label="Marcas" items={tabs} active={activeTab} />
        </div>
      </div>

      <div id={LIST_ID} tabIndex={-1} className="container offers-list" aria-busy={switching}>
        {switching ? (
          <Loader message="Cargando oportunidades…" className="offers-list__loader" />
        ) : (
          <HydratedApart>
            <OffersList sections={sections} showingAll={brandSlug === null} />
          </HydratedApart>
        )}
      </div>

      <aside className="offers-legal" aria-label="Condiciones de las oportunidades">
        <div className="container">
          <p>
            Vehículos únicos, ofrecidos en condiciones especiales de venta y sujetos a revisión por parte del
            cliente antes de la reserva. Precios, descuentos y disponibilidad válidos para la unidad publicada
            hasta su venta. El descuento especial no se acumula con códigos de descuento.
          </p>
          <p>
            Las fotografías son ilustrativas y no contractuales: el color, el equipamiento y los accesorios de
            cada unidad pueden diferir de lo que se muestra.
          </p>
        </div>
      </aside>

      <div id={CONTACT_ID} tabIndex={-1} className="offers-contact">
        <div className="container">
          <HydratedApart>
            <ContactFormLater
              subject="Oportunidades"
              heading="¿Querés que te asesoremos?"
              vehicle={contactVehicle}
            />
          </HydratedApart>
        </div>
      </div>
    </PageMain>
  );
}

interface ScrollButtonProps {
  target: string;
  variant: 'primary' | 'secondary';
  children: string;
}

/** An in-page link (it works before hydration too) that glides to its target and moves focus there. */
function ScrollButton({ target, variant, children }: ScrollButtonProps) {
  return (
    <a
      href={`#${target}`}
      className={buttonClass(variant)}
      onClick={(event) => {
        event.preventDefault();
        scrollToSection(target);
      }}
    >
      {children}
    </a>
  );
}
