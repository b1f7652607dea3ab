import { DATA_PROTECTION_LEGEND, PRIVACY_PATH } from '#domain/content/privacy';
import { publicUrlContext, retentionContext } from '../context';
import { PrivacyPage } from '../features/privacy/privacy-page';
import { canonicalUrl, pageMeta } from '../lib/seo.server';
import type { Route } from './+types/privacidad';
import '../features/info-pages/info-pages.css';
import '../features/privacy/privacy.css';

export async function loader({ context }: Route.LoaderArgs) {
  return {
    retention: context.get(retentionContext),
    // Page data rather than script: the frame's script, which every page loads, holds no copy of it.
    legend: DATA_PROTECTION_LEGEND,
    meta: pageMeta({
      title: 'Política de privacidad',
      description:
        'Qué datos personales pedimos en el sitio, para qué los usamos, cuánto tiempo los guardamos y cómo ejercer tus derechos de acceso, corrección y borrado (Ley 25.326).',
      canonical: canonicalUrl(context.get(publicUrlContext), PRIVACY_PATH),
    }),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.meta ?? [];

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return <PrivacyPage retention={loaderData.retention} legend={loaderData.legend} />;
}
