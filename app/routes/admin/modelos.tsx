import { STAFF_PATHS } from '#domain/back-office/staff-accounts';
import type { FamilyListRow } from '#domain/back-office/stock-editing';
import { Link } from '../../components/link';
import { catalogueEditingContext } from '../../context';
import { AdminErrorBoundary, AdminPageHeader, adminMeta } from '../../features/back-office/panel/admin-frame';
import { Badge } from '../../features/back-office/panel/admin-list';
import { requireStaff } from '../../features/back-office/panel/guard.server';
import type { Route } from './+types/modelos';

export const meta = () => adminMeta('Modelos');

export async function loader(args: Route.LoaderArgs) {
  requireStaff(args, 'content.edit');
  return { families: await args.context.get(catalogueEditingContext).families() };
}

/** The families by brand, in the site's order. */
function byBrand(families: readonly FamilyListRow[]) {
  const brands = new Map<string, FamilyListRow[]>();
  for (const family of families)
    brands.set(family.brandName, [...(brands.get(family.brandName) ?? []), family]);
  return [...brands.entries()];
}

export default function Models({ loaderData }: Route.ComponentProps) {
  const brands = byBrand(loaderData.families);
  return (
    <>
      <AdminPageHeader
        title="Modelos"
        lead="El nombre, la descripción y la imagen de cada modelo, y el equipamiento de sus versiones."
      />
      {brands.length === 0 && <p>Todavía no hay modelos en el catálogo.</p>}
      {brands.map(([brand, families], index) => (
        <section key={brand} className="admin-card" aria-labelledby={`marca-${index}`}>
          <h2 id={`marca-${index}`}>{brand}</h2>
          <ul className="admin-list">
            {families.map((family) => (
              <li key={family.id} className="admin-list__item">
                <p className="admin-list__title">
                  <Link to={`${STAFF_PATHS.models}/${family.id}`}>{family.name}</Link>{' '}
                  {!family.hasPicture && <Badge tone="muted">Sin imagen</Badge>}
                </p>
                <p className="admin-list__meta">
                  {family.family} ·{' '}
                  {family.versionCount === 1 ? '1 versión' : `${family.versionCount} versiones`}
                </p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
