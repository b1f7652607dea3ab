import { data, redirect } from 'react-router';
import { brandBySlug } from '../../domain/brands';
import { Hero } from '../components/hero';
import { MAIN_CONTENT_ID } from '../components/site-frame';
import { catalogueContext, publicUrlContext } from '../context';
import { FamilyGrid, FIRST_ROW_SIZE } from '../features/vehicles/family-card';
import { brandPath, brandSummary, themeClass, toFamilyCard } from '../features/vehicles/family-view';
import { canonicalUrl, joinList, pageMeta } from '../lib/seo';
import type { Route } from './+types/vehiculos-0km.brand';

export async function loader({ params, context }: Route.LoaderArgs) {
  const brand = brandBySlug(params.brand);
  if (!brand?.catalogue) throw data(null, { status: 404 });
  const path = brandPath(brand.slug);
  // SPEC §2: route parameters are lower-case; one address per page.
  if (params.brand !== brand.slug) throw redirect(path, 301);
  const families = await context.get(catalogueContext).families(brand.id);
  return {
    brand: brandSummary(brand),
    families: families.map((family) => toFamilyCard(brand, family)),
    unitCount: families.reduce((sum, family) => sum + Math.max(family.stock_count, 0), 0),
    canonical: canonicalUrl(context.get(publicUrlContext), path),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { brand, families, canonical } = loaderData;
  const names = families.map((family) => family.name);
  const lineUp = names.length > 0 ? `: ${joinList(names)}` : '';
  return pageMeta({
    title: `${brand.name} 0 km en Mendoza y San Juan`,
    description: `${brand.name} 0 km en Territorio${lineUp}. Consultá stock y descuentos, y reservá online en Mendoza y San Juan.`,
    canonical,
  });
}

export default function BrandFamilies({ loaderData }: Route.ComponentProps) {
  const { brand, families, unitCount } = loaderData;
  const heroFamily = families[0];
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className={`page ${themeClass(brand.styleKey)}`}>
      <Hero
        breadcrumbs={[{ label: 'Vehículos 0Km', to: '/vehiculos-0km' }, { label: brand.name }]}
        title={`${brand.name} 0\u00a0km`}
        lead={`Conocé la gama ${brand.name}, mirá qué unidades tenemos en stock y reservá tu 0\u00a0km online.`}
        media={
          heroFamily && (
            // Decorative: the same picture, named, heads the first card below.
            <img src={heroFamily.image} alt="" width={640} height={320} decoding="async" />
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

      <section className="brand-section" aria-labelledby="modelos-titulo">
        <div className="container">
          <header className="section-header">
            <h2 id="modelos-titulo" className="section-header__title">
              Modelos {brand.name}
            </h2>
          </header>
          {families.length > 0 ? (
            <FamilyGrid families={families} eagerCount={FIRST_ROW_SIZE} priorityFirst />
          ) : (
            <p className="empty-state">Pronto vas a encontrar acá los 0&nbsp;km de {brand.name}.</p>
          )}
        </div>
      </section>
    </main>
  );
}
