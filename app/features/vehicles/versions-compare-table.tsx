import { comparisonRows } from '#domain/catalogue/feature-comparison';
import { availabilityText } from './family-view';
import type { VersionView } from './version-view';

interface VersionsCompareTableProps {
  captionId: string;
  familyName: string;
  versions: readonly VersionView[];
}

/** docs/product.md §2: the versions side by side, one row per feature; loaded when the compare toggle is reached for. */
export function VersionsCompareTable({ captionId, familyName, versions }: VersionsCompareTableProps) {
  const rows = comparisonRows(versions);
  return (
    <table className="versions-compare__table">
      <caption id={captionId} className="versions-compare__caption">
        Comparación de versiones de {familyName}
      </caption>
      <thead>
        <tr>
          <th scope="col">Equipamiento</th>
          {versions.map((version) => (
            <th key={version.id} scope="col">
              {version.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row">Disponibilidad</th>
          {versions.map((version) => (
            <td key={version.id}>{availabilityText(version.stockCount, version.heldCount) ?? 'Sin stock'}</td>
          ))}
        </tr>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">{row.label}</th>
            {versions.map((version, index) => {
              const own = row.cells[index] ?? null;
              if (own === null) {
                return (
                  <td key={version.id} className="versions-compare__no">
                    <span className="versions-compare__mark" aria-hidden="true" />
                    <span className="sr-only">No</span>
                  </td>
                );
              }
              return row.varies ? (
                <td key={version.id}>{own}</td>
              ) : (
                <td key={version.id} className="versions-compare__yes">
                  <span className="versions-compare__mark" aria-hidden="true" />
                  <span className="sr-only">Sí</span>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
