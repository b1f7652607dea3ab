import { contentContext, publicUrlContext } from '../context';
import { BrandLanding } from '../features/info-pages/brand-landing';
import { brandLandingContact, DUCATI } from '../features/info-pages/brand-landings.server';
import { canonicalUrl, pageMeta } from '../lib/seo.server';
import type { Route } from './+types/ducati';
import '../features/contact/contact-page.css';
import '../features/info-pages/info-pages.css';

const PATH = '/ducati';

export async function loader({ context }: Route.LoaderArgs) {
  const parameters = await context.get(contentContext).parameters();
  return {
    // The page's texts come with its data, so they are not part of its JavaScript.
    content: DUCATI,
    contact: brandLandingContact(parameters, DUCATI),
    meta: pageMeta({
      title: 'Ducati en Mendoza',
      description:
        'Motos Ducati en Mendoza y San Juan: Monster, Multistrada V4, Scrambler, Panigale V4, DesertX y Diavel. Prueba de manejo, service oficial y financiación en Territorio.',
      canonical: canonicalUrl(context.get(publicUrlContext), PATH),
    }),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.meta ?? [];

export default function DucatiPage({ loaderData }: Route.ComponentProps) {
  return <BrandLanding content={loaderData.content} contact={loaderData.contact} />;
}
