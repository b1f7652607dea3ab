import { useId, useState } from 'react';
import { featureRows, hasFeature, unitCountText, type VersionView } from './version-view';

interface VersionsCompareProps {
  familyName: string;
  versions: readonly VersionView[];
}

/**
 * SPEC §2 compare-versions toggle: a button that shows or hides a table with the versions side by side, one row per
 * feature. The table scrolls sideways inside its own box on narrow screens, never the page.
 */
export function VersionsCompare({ familyName, versions }: VersionsCompareProps) {
  const [open, setOpen] = useState(false);
  const regionId = useId();
  const captionId = useId();
  const rows = featureRows(versions);
  return (
    <div className="versions-compare">
      <button
        type="button"
        className="versions-compare__toggle"
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => setOpen((current) => !current)}
      >
        <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            d="M3 4h5v12H3zM12 4h5v12h-5z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinejoin="round"
          />
        </svg>
        Comparar versiones
        <svg
          className="versions-compare__chevron"
          viewBox="0 0 16 16"
          width="16"
          height="16"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {/* Focusable: a box that scrolls sideways must be reachable by keyboard. */}
      <section
        id={regionId}
        className="versions-compare__region"
        aria-labelledby={captionId}
        tabIndex={open ? 0 : -1}
        hidden={!open}
      >
        {open && (
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
                  <td key={version.id}>
                    {version.stockCount > 0 ? unitCountText(version.stockCount) : 'Sin stock'}
                  </td>
                ))}
              </tr>
              {rows.map((feature) => (
                <tr key={feature}>
                  <th scope="row">{feature}</th>
                  {versions.map((version) =>
                    hasFeature(version, feature) ? (
                      <td key={version.id} className="versions-compare__yes">
                        <span className="versions-compare__mark" aria-hidden="true" />
                        <span className="sr-only">Sí</span>
                      </td>
                    ) : (
                      <td key={version.id} className="versions-compare__no">
                        <span className="versions-compare__mark" aria-hidden="true" />
                        <span className="sr-only">No</span>
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
