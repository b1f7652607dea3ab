import { contentContext, publicUrlContext } from '../context';
import { BrandLanding } from '../features/info-pages/brand-landing';
import { brandLandingContact, MERCEDES_BENZ } from '../features/info-pages/brand-landings.server';
import { canonicalUrl, pageMeta } from '../lib/seo.server';
import type { Route } from './+types/mercedes-benz';
import '../features/contact/contact-page.css';
import '../features/info-pages/info-pages.css';

const PATH = '/mercedes-benz';

export async function loader({ context }: Route.LoaderArgs) {
  const parameters = await context.get(contentContext).parameters();
  return {
    // The page's texts come with its data, so they are not part of its JavaScript.
    content: MERCEDES_BENZ,
    contact: brandLandingContact(parameters, MERCEDES_BENZ),
    meta: pageMeta({
      title: 'Mercedes-Benz en Mendoza',
      description:
        'Autos, SUV y utilitarios Mercedes-Benz en Mendoza y San Juan: Clase A, Clase C, GLA, GLC, Sprinter y Vito. Prueba de manejo, service oficial y asesoramiento en Territorio.',
      canonical: canonicalUrl(context.get(publicUrlContext), PATH),
    }),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.meta ?? [];

export default function MercedesBenzPage({ loaderData }: Route.ComponentProps) {
  return <BrandLanding content={loaderData.content} contact={loaderData.contact} />;
}
