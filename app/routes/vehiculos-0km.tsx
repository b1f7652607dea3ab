import { CATALOGUE_BRANDS } from '#domain/catalogue/brands';
import { STOCK_SEARCH_PAGE_PATH } from '#domain/catalogue/stock-search-path';
import { ButtonLink } from '../components/button';
import { Hero } from '../components/hero';
import { Link } from '../components/link';
import { PageMain } from '../components/page-main';
import { SectionHeader } from '../components/section-header';
import { catalogueContext, publicUrlContext } from '../context';
import { FamilyGrid, FIRST_ROW_SIZE } from '../features/vehicles/family-card';
import { brandPath, brandSummary, themeClass, toFamilyCard } from '../features/vehicles/family-view';
import { joinList } from '../lib/join-list';
import { canonicalUrl, pageMeta } from '../lib/seo.server';
import type { Route } from './+types/vehiculos-0km';

const PATH = '/vehiculos-0km';

export async function loader({ context }: Route.LoaderArgs) {
  const catalogue = context.get(catalogueContext);
  const sections = await Promise.all(
    CATALOGUE_BRANDS.map(async (brand) => ({
      brand: brandSummary(brand),
      path: brandPath(brand.slug),
      families: (await catalogue.families(brand.id)).map((family) => toFamilyCard(brand, family)),
    })),
  );
  const brands = joinList(sections.map((section) => section.brand.name));
  // Every family would make the description far too long: name each brand's first one and count the rest.
  const leading = sections.flatMap((section) => section.families.slice(0, 1).map((family) => family.name));
  const total = sections.reduce((sum, section) => sum + section.families.length, 0);
  const rest = total - leading.length;
  const models =
    leading.length === 0
      ? ''
      : rest > 0
        ? ` ${leading.join(', ')} y ${rest} modelos más.`
        : ` ${joinList(leading)}.`;
  return {
    sections,
    meta: pageMeta({
      title: 'Vehículos 0 km',
      description: `Vehículos 0 km ${brands} en Mendoza y San Juan.${models} Consultá stock y descuentos, y reservá online.`,
      canonical: canonicalUrl(context.get(publicUrlContext), PATH),
    }),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.meta ?? [];

export default function VehicleFamilies({ loaderData }: Route.ComponentProps) {
  const { sections } = loaderData;
  return (
    <PageMain className="theme-territorio">
      <Hero
        eyebrow="Concesionario oficial"
        title={'Vehículos 0\u00a0km'}
        lead={`Elegí tu próximo 0\u00a0km entre ${joinList(sections.map((s) => s.brand.name))} y reservalo online en Mendoza y San Juan.`}
      >
        <nav className="brand-jump" aria-label="Marcas">
          <ul className="brand-jump__list">
            {sections.map(({ brand }) => (
              <li key={brand.slug} className={themeClass(brand.styleKey)}>
                <a href={`#${brand.slug}`} className="brand-dot brand-jump__link">
                  {brand.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <p className="families-search">
          <ButtonLink to={STOCK_SEARCH_PAGE_PATH} variant="secondary">
            Ver todo el stock
          </ButtonLink>
          <span>
            Buscá un 0&nbsp;km por precio, carrocería, combustible o sucursal entre todas las marcas.
          </span>
        </p>
      </Hero>

      {sections.map(({ brand, path, families }, sectionIndex) => (
        <section
          key={brand.slug}
          id={brand.slug}
          className={`section brand-section ${themeClass(brand.styleKey)}`}
          aria-labelledby={`${brand.slug}-titulo`}
        >
          <div className="container">
            <SectionHeader
              id={`${brand.slug}-titulo`}
              title={brand.name}
              meta={modelCount(families.length)}
              action={
                <Link to={path} className="arrow-link" prefetch="intent">
                  <span>Ver modelos {brand.name}</span>
                </Link>
              }
            />
            {families.length > 0 ? (
              <FamilyGrid
                families={families}
                eagerCount={sectionIndex === 0 ? FIRST_ROW_SIZE : 0}
                priorityFirst={sectionIndex === 0}
              />
            ) : (
              <p className="empty-state">Pronto vas a encontrar acá los 0&nbsp;km de {brand.name}.</p>
            )}
          </div>
        </section>
      ))}
    </PageMain>
  );
}

function modelCount(count: number): string {
  return count === 1 ? '1 modelo' : `${count} modelos`;
}
