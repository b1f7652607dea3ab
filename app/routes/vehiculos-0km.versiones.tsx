import { data, isRouteErrorResponse, redirect } from 'react-router';
import { brandBySlug } from '#domain/catalogue/brands';
import { toRouteParam } from '#domain/shared/route-params';
import { Link } from '../components/link';
import { PageMain } from '../components/page-main';
import { catalogueContext, publicUrlContext } from '../context';
import { FamilyVersionsPage } from '../features/vehicles/family-versions-page';
import { brandPath, familyVersionsPath, themeClass } from '../features/vehicles/family-view';
import { toVersionView } from '../features/vehicles/version-view';
import { joinList } from '../lib/join-list';
import { noindexMeta } from '../lib/noindex-meta';
import { canonicalUrl, jsonLdMeta, pageMeta, vehicleOfferJsonLd } from '../lib/seo.server';
import { unavailableMessage } from '../lib/unavailable-message';
import type { Route } from './+types/vehiculos-0km.versiones';

/** docs/product.md §8 'Family not found'. */
const FAMILY_NOT_FOUND = 'No encontramos este vehículo en nuestro catálogo.';

interface NotFoundData {
  /** The brand whose models the back link returns to, when the address named a real one. */
  brand: { slug: string; name: string; styleKey: string } | null;
}

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const brand = brandBySlug(params.brand);
  const notFound = (known: boolean) =>
    data<NotFoundData>(
      { brand: known && brand ? { slug: brand.slug, name: brand.name, styleKey: brand.styleKey } : null },
      { status: 404 },
    );
  if (!brand?.catalogue) throw notFound(false);
  if (!/^\d{1,9}$/.test(params.id) || Number(params.id) === 0) throw notFound(true);

  const catalogue = context.get(catalogueContext);
  const familyId = Number(params.id);
  const family = (await catalogue.families(brand.id)).find((candidate) => candidate.id === familyId);
  if (!family) throw notFound(true);

  // The {family} segment only dresses the address: any spelling reaches the page, which has one canonical URL.
  const path = familyVersionsPath(brand.slug, family);
  if (
    params.brand !== brand.slug ||
    params.family !== toRouteParam(family.name) ||
    params.id !== String(family.id)
  ) {
    throw redirect(`${path}${url.search}`, 301);
  }

  const subfamilies = await catalogue.subfamilies(brand.id, family.id);
  // The first page of each version's stock: the cheapest unit prices the card, the page opens the units overlay (a
  // version whose units are all held now shows them as reserved for the moment).
  const stock = await Promise.all(
    subfamilies.map((version) =>
      version.stock_count > 0 || (version.held_count ?? 0) > 0
        ? catalogue.stock(brand.id, { family_id: family.id, subfamily_id: version.id })
        : { units: [], next_offset: null },
    ),
  );
  // The units' own photos, read at once for every version (docs/decisions/0031).
  const photos =
    (await catalogue.unitPhotos?.(stock.flatMap((page) => page.units.map((unit) => unit.chassis)))) ?? {};
  const versions = subfamilies.map((version, index) =>
    toVersionView(version, stock[index] ?? { units: [], next_offset: null }, photos),
  );

  const origin = context.get(publicUrlContext);
  const canonical = canonicalUrl(origin, path);
  const image = canonicalUrl(origin, family.image);
  const inStock = versions.some((version) => version.stockCount > 0);
  const names = versions.map((version) => version.name);
  const lineUp = names.length > 0 ? ` Versiones: ${joinList(names)}.` : '';
  return {
    brand: { id: brand.id, slug: brand.slug, name: brand.name, styleKey: brand.styleKey },
    family: { id: family.id, name: family.name, description: family.description, image: family.image },
    versions,
    compare: brand.comparableVersions,
    meta: [
      ...pageMeta({
        title: `${brand.name} ${family.name} 0 km: versiones`,
        description: `${brand.name} ${family.name} 0 km en Mendoza y San Juan.${lineUp} Consultá precios y stock, y reservá online.`,
        canonical,
        image,
        imageAlt: `${brand.name} ${family.name}`,
      }),
      // No price: the page shows prices only after a price request, and structured data must say what the page shows.
      jsonLdMeta(
        vehicleOfferJsonLd({
          name: `${brand.name} ${family.name}`,
          brand: brand.name,
          model: family.name,
          url: canonical,
          image,
          description: family.description,
          currency: family.currency,
          availability: inStock ? 'InStock' : 'OutOfStock',
        }),
      ),
    ],
  };
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  if (loaderData && !error) return loaderData.meta;
  // A thrown loader leaves no data: the error page's title, kept out of search results.
  const title = isRouteErrorResponse(error) && error.status === 404 ? FAMILY_NOT_FOUND : 'Algo salió mal.';
  return noindexMeta(title);
}

export default function FamilyVersions({ loaderData }: Route.ComponentProps) {
  const { brand, family, versions, compare } = loaderData;
  // docs/product.md §2: the page is re-created per id, so a new family never inherits open overlays or toggles.
  return (
    <FamilyVersionsPage key={family.id} brand={brand} family={family} versions={versions} compare={compare} />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const brand = notFound ? ((error.data as NotFoundData | null)?.brand ?? null) : null;
  const back = brand
    ? { to: brandPath(brand.slug), label: `Volver a los modelos ${brand.name}` }
    : { to: '/vehiculos-0km', label: 'Volver a Vehículos 0 km' };
  return (
    <PageMain className={`error-page ${themeClass(brand?.styleKey ?? 'territorio')}`}>
      <div className="container error-page__inner">
        <p className="error-page__code" aria-hidden="true">
          {notFound ? '404' : 'Error'}
        </p>
        <h1 className="error-page__title">{notFound ? FAMILY_NOT_FOUND : 'Algo salió mal.'}</h1>
        <p className="error-page__detail">
          {notFound
            ? 'Puede que el modelo ya no esté a la venta o que la dirección haya cambiado.'
            : (unavailableMessage(error) ??
              'No pudimos mostrar este vehículo. Probá de nuevo en unos minutos.')}
        </p>
        <Link to={back.to} className="button" prefetch="intent">
          {back.label}
        </Link>
      </div>
    </PageMain>
  );
}
