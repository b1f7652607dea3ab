import type { MetaDescriptor } from 'react-router';
import { HOME_OFFER_BRAND_IDS } from '#domain/catalogue/brands';
import { DEALERSHIP } from '#domain/content/dealership';
import { DEALERSHIP_NAME } from '#domain/content/dealership-name';
import { HydratedApart } from '../components/hydrated-apart';
import { PageMain } from '../components/page-main';
import { catalogueContext, contentContext, publicUrlContext } from '../context';
import { BannerCarousel } from '../features/home/banner-carousel';
import {
  appointmentLinks,
  homeWhatsappLink,
  latestNews,
  modelPictures,
  offerGroups,
  toBannerSlides,
} from '../features/home/home-data';
import {
  CompanyHistory,
  HomeOffers,
  LatestNews,
  ModelsBanner,
  ReserveAndChat,
  ServiceAppointments,
} from '../features/home/home-sections';
import { JobApplicationLater } from '../features/jobs/job-application-later';
import { jobFormCopy, jobResult } from '../features/jobs/job-copy.server';
import { jobFormMarkup } from '../features/jobs/job-form-markup.server';
import { PopupGateLater } from '../features/popups/popup-gate-later';
import { StoriesStrip } from '../features/stories/stories-strip';
import { canonicalUrl, dealershipJsonLd, pageMeta, SITE_NAME } from '../lib/seo.server';
import type { Route } from './+types/home';

/** /cv-recibido and /cv-error are this page too (docs/product.md §2 route table), telling the applicant how the post went. */
const RESULT_PATHS: Readonly<Record<string, 'received' | 'error'>> = {
  '/cv-recibido': 'received',
  '/cv-error': 'error',
};

const HOME_TITLE = `${SITE_NAME} | Concesionario oficial Volkswagen, Chevrolet, Nissan y BAIC en Mendoza y San Juan`;
const HOME_DESCRIPTION =
  'Concesionario oficial Volkswagen, Chevrolet, Nissan y BAIC en Mendoza y San Juan. Vehículos 0km, oportunidades con descuento, planes de ahorro, postventa y reserva online de tu 0km.';

export async function loader({ url, context }: Route.LoaderArgs) {
  const resultKind = RESULT_PATHS[url.pathname];
  const catalogue = context.get(catalogueContext);
  const origin = context.get(publicUrlContext);
  const [parameters, ...offers] = await Promise.all([
    context.get(contentContext).parameters(),
    ...HOME_OFFER_BRAND_IDS.map((brandId) => catalogue.offers(brandId)),
  ]);
  const offersByBrand = new Map(HOME_OFFER_BRAND_IDS.map((brandId, index) => [brandId, offers[index] ?? []]));
  const groups = offerGroups(offersByBrand);
  const result = resultKind ? jobResult(resultKind, url.searchParams.get('motivo')) : null;
  const jobCopy = jobFormCopy();
  return {
    slides: toBannerSlides(parameters.banners),
    whatsappUrl: homeWhatsappLink(parameters),
    offerGroups: groups,
    stories: parameters.stories,
    news: latestNews(parameters.news),
    modelPictures: modelPictures(groups, parameters.vehicles),
    appointments: appointmentLinks(parameters.service_appointment_urls),
    popups: parameters.popups,
    jobCopy,
    jobResult: result,
    jobFormMarkup: jobFormMarkup(jobCopy),
    // Page data, so the dealership's details stay out of the page's script.
    history: {
      yearsOfActivity: DEALERSHIP.yearsOfActivity,
      clubDelPresidenteAwards: DEALERSHIP.clubDelPresidenteAwards,
    },
    meta: homeMeta(canonicalUrl(origin, '/'), result !== null),
    // Serialized here, so the structured-data code stays on the server; `<` is escaped so no text can end the script.
    structuredData: JSON.stringify(dealershipJsonLd(parameters.locations, origin)).replaceAll('<', '\\u003c'),
  };
}

function homeMeta(canonical: string, isResult: boolean): MetaDescriptor[] {
  const meta = pageMeta({ title: 'Inicio', description: HOME_DESCRIPTION, canonical }).map((descriptor) => {
    // The home page leads with the dealership's name, unlike the "Page | Territorio" of every other page.
    if ('title' in descriptor) return { title: HOME_TITLE };
    if ('property' in descriptor && descriptor.property === 'og:title')
      return { ...descriptor, content: HOME_TITLE };
    return descriptor;
  });
  // The result pages are the home page with a message: search engines should keep only the home page.
  if (isResult) meta.push({ name: 'robots', content: 'noindex' });
  return meta;
}

// Built by the loader, so the SEO code and texts stay on the server.
export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.meta ?? [];

export default function Home({ loaderData }: Route.ComponentProps) {
  const {
    slides,
    whatsappUrl,
    offerGroups,
    stories,
    news,
    modelPictures,
    appointments,
    popups,
    jobCopy,
    jobResult,
    jobFormMarkup,
    history,
    structuredData,
  } = loaderData;
  return (
    <PageMain className="home theme-territorio">
      {/*
        First in the page, though it shows on top of it (a modal dialog): its inline script opens it as soon as the
        parser gets here, so the popup is in the first paint rather than after the whole page has been parsed (it is
        the largest paint of a first visit).
      */}
      <PopupGateLater popups={popups} />
      <h1 className="sr-only">
        {DEALERSHIP_NAME}: concesionario oficial Volkswagen, Chevrolet, Nissan y BAIC en Mendoza y San Juan
      </h1>
      <div className="container home-hero">
        <BannerCarousel slides={slides} />
      </div>
      {/* What follows the banner is hydrated part by part, after it (docs/decisions/0090). */}
      <HydratedApart>
        <ReserveAndChat whatsappUrl={whatsappUrl} />
      </HydratedApart>
      <HydratedApart>
        <HomeOffers groups={offerGroups} />
      </HydratedApart>
      <HydratedApart>
        <StoriesStrip stories={stories} />
      </HydratedApart>
      <HydratedApart>
        <LatestNews news={news} />
      </HydratedApart>
      <HydratedApart>
        <ModelsBanner pictures={modelPictures} />
      </HydratedApart>
      <HydratedApart>
        <ServiceAppointments links={appointments} />
      </HydratedApart>
      <HydratedApart>
        <CompanyHistory {...history} />
      </HydratedApart>
      <HydratedApart>
        <JobApplicationLater copy={jobCopy} result={jobResult} formMarkup={jobFormMarkup} />
      </HydratedApart>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: JSON serialized by the loader with `<` escaped. */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: structuredData }} />
    </PageMain>
  );
}
