import { data, type MetaDescriptor, redirect } from 'react-router';
import { brandBySlug } from '#domain/catalogue/brands';
import { topOffers } from '#domain/catalogue/offers';
import type { Story } from '#domain/content/content';
import { Hero } from '../components/hero';
import { HydratedApart } from '../components/hydrated-apart';
import { PageMain } from '../components/page-main';
import { SectionHeader } from '../components/section-header';
import { catalogueContext, contentContext, publicUrlContext } from '../context';
import { StoriesStrip, type StoryCardData } from '../features/stories/stories-strip';
import { BrandOffers } from '../features/vehicles/brand-offers';
import { FamilyGrid } from '../features/vehicles/family-card';
import { brandPath, brandSummary, themeClass, toFamilyCard } from '../features/vehicles/family-view';
import { OnStarBanner } from '../features/vehicles/onstar-banner';
import { joinList } from '../lib/join-list';
import { canonicalUrl, pageMeta } from '../lib/seo.server';
import type { Route } from './+types/vehiculos-0km.brand';

/** docs/product.md §2: the brand models page shows the stories of this category. */
const STORY_CATEGORY = '0 km';
/** The offers page has a tab for these brands only (docs/product.md §2 Offers page). */
const OFFER_TAB_BRANDS: readonly string[] = ['chevrolet', 'nissan', 'volkswagen'];

/** The '0 km' stories, the brand's own first: a brand without any still gets the dealership's others. */
function brandStories(stories: readonly Story[], brandId: number): StoryCardData[] {
  const zeroKm = stories.filter((story) => story.category_string === STORY_CATEGORY);
  return [
    ...zeroKm.filter((story) => story.brand_id === brandId),
    ...zeroKm.filter((story) => story.brand_id !== brandId),
  ].map(({ id, title, slug_url, brand_string, category_string, video_path, poster_path }) => ({
    id,
    title,
    slug_url,
    brand_string,
    category_string,
    video_path,
    poster_path,
  }));
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const brand = brandBySlug(params.brand);
  if (!brand?.catalogue) throw data(null, { status: 404 });
  const path = brandPath(brand.slug);
  // docs/product.md §2: route parameters are lower-case; one address per page.
  if (params.brand !== brand.slug) throw redirect(path, 301);
  const catalogue = context.get(catalogueContext);
  const [families, offers, parameters] = await Promise.all([
    catalogue.families(brand.id),
    catalogue.offers(brand.id),
    context.get(contentContext).parameters(),
  ]);
  const origin = context.get(publicUrlContext);
  const cards = families.map((family) => toFamilyCard(brand, family));
  const stories = brandStories(parameters.stories, brand.id);
  const picture = cards[0]?.image;
  const names = cards.map((family) => family.name);
  const lineUp = names.length > 0 ? `: ${joinList(names)}` : '';
  const firstPoster = stories[0]?.poster_path;
  return {
    brand: brandSummary(brand),
    families: cards,
    offers: topOffers(offers),
    allOffersPath: OFFER_TAB_BRANDS.includes(brand.slug) ? `/oportunidades/${brand.slug}` : '/oportunidades',
    stories,
    onStar: brand.onStar,
    unitCount: families.reduce((sum, family) => sum + Math.max(family.stock_count, 0), 0),
    meta: [
      ...pageMeta({
        title: `${brand.name} 0 km en Mendoza y San Juan`,
        description: `${brand.name} 0 km en Territorio${lineUp}. Consultá stock y descuentos, y reservá online en Mendoza y San Juan.`,
        canonical: canonicalUrl(origin, path),
        image: picture ? canonicalUrl(origin, picture) : undefined,
        imageAlt: picture ? `${brand.name} ${cards[0]?.name ?? ''}`.trim() : undefined,
      }),
      // On a phone the first story card is the largest thing in the first screen; a poster is found late otherwise.
      ...(firstPoster ? [{ tagName: 'link', rel: 'preload', as: 'image', href: firstPoster }] : []),
    ] satisfies MetaDescriptor[],
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.meta ?? [];

export default function BrandFamilies({ loaderData }: Route.ComponentProps) {
  const { brand, families, unitCount, offers, allOffersPath, stories, onStar } = loaderData;
  const heroFamily = families[0];
  return (
    <PageMain className={`${themeClass(brand.styleKey)}`}>
      <Hero
        breadcrumbs={[{ label: 'Vehículos 0Km', to: '/vehiculos-0km' }, { label: brand.name }]}
        title={`${brand.name} 0\u00a0km`}
        lead={`Conocé la gama ${brand.name}, mirá qué unidades tenemos en stock y reservá tu 0\u00a0km online.`}
        media={
          heroFamily && (
            // Decorative: the same picture, named, heads the first card below.
            <img
              src={heroFamily.image}
              alt=""
              width={640}
              height={320}
              decoding="async"
              fetchPriority="high"
            />
          )
        }
      >
        {families.length > 0 && (
          <ul className="hero__facts">
            <li>
              <strong>{families.length}</strong> {families.length === 1 ? 'modelo' : 'modelos'}
            </li>
            <li>
              <strong>{unitCount}</strong> {unitCount === 1 ? 'unidad en stock' : 'unidades en stock'}
            </li>
            <li className="hero__fact--wide">Mendoza y San Juan</li>
          </ul>
        )}
      </Hero>

      {/* Below the hero, each part is hydrated on its own, after it (docs/decisions/0090). */}
      <HydratedApart>
        <StoriesStrip stories={stories} nearTop />
      </HydratedApart>

      {onStar && (
        <HydratedApart>
          <OnStarBanner />
        </HydratedApart>
      )}

      <HydratedApart>
        <BrandOffers brand={brand} allOffersPath={allOffersPath} offers={offers} />
      </HydratedApart>

      <section className="section brand-section brand-models" aria-labelledby="modelos-titulo">
        <div className="container">
          <SectionHeader id="modelos-titulo" title={<>Modelos {brand.name}</>} />
          {families.length > 0 ? (
            // Stories and offers come first, so no card is in the first screen: all pictures wait.
            <HydratedApart>
              <FamilyGrid families={families} />
            </HydratedApart>
          ) : (
            <p className="empty-state">Pronto vas a encontrar acá los 0&nbsp;km de {brand.name}.</p>
          )}
        </div>
      </section>
    </PageMain>
  );
}
