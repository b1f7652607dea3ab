import type { MetaDescriptor } from 'react-router';
import { DEALERSHIP_NAME } from '#domain/content/dealership-name';

/** "Page | Territorio": every page's title ends with the dealership's name. */
export function pageTitle(title: string): string {
  return `${title} | ${DEALERSHIP_NAME}`;
}

/**
 * The head of a page search engines should not keep (a buyer's own operation, an error): its title and noindex. Small
 * and free of the SEO helpers, so routes can build it in the browser too (an error page has no loader data).
 */
export function noindexMeta(title: string): MetaDescriptor[] {
  return [{ title: pageTitle(title) }, { name: 'robots', content: 'noindex' }];
}

/** The head of a step of the digital dealership: "Modo de pago | Concesionario Digital | Territorio", not indexed. */
export function dealershipStepMeta(step: string): MetaDescriptor[] {
  return noindexMeta(`${step} | Concesionario Digital`);
}
