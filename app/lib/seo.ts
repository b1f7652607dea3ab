import type { MetaDescriptor } from 'react-router';

export const SITE_NAME = 'Territorio';

const listFormat = new Intl.ListFormat('es-AR', { style: 'long', type: 'conjunction' });

/** "Polo, T-Cross y Amarok". */
export function joinList(items: readonly string[]): string {
  return listFormat.format(items);
}

/** An absolute URL on the site's public origin; the origin comes from the server (publicUrlContext). */
export function canonicalUrl(publicUrl: string, path: string): string {
  return new URL(path, `${publicUrl.replace(/\/+$/, '')}/`).href;
}

interface PageMeta {
  /** Without the site name: it is appended here. */
  title: string;
  description: string;
  canonical: string;
}

export function pageMeta({ title, description, canonical }: PageMeta): MetaDescriptor[] {
  const fullTitle = `${title} | ${SITE_NAME}`;
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: canonical },
    { property: 'og:type', content: 'website' },
    { property: 'og:locale', content: 'es_AR' },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: canonical },
  ];
}
