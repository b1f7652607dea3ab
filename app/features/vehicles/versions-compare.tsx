import { Suspense, useId, useState } from 'react';
import { Icon } from '../../components/icons';
import { lazyPart } from '../../components/lazy-part';
import { Loader } from '../../components/loader';
import { loadOnce } from '../../lib/load-once';
import type { VersionView } from './version-view';

/** The table shows nothing until the toggle is pressed: it is fetched when the pointer or the focus reaches it. */
const loadTable = loadOnce(() => import('./versions-compare-table'));
const prefetchTable = () => void loadTable().catch(() => {});

const VersionsCompareTable = lazyPart(() => loadTable().then((module) => module.VersionsCompareTable));

interface VersionsCompareProps {
  familyName: string;
  versions: readonly VersionView[];
}

/**
 * docs/product.md §2 compare-versions toggle: a button that shows or hides a table with the versions side by side, one row per
 * feature. The table scrolls sideways inside its own box on narrow screens, never the page.
 */
export function VersionsCompare({ familyName, versions }: VersionsCompareProps) {
  const [open, setOpen] = useState(false);
  const regionId = useId();
  const captionId = useId();
  return (
    <div className="versions-compare">
      <button
        type="button"
        className="versions-compare__toggle"
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => setOpen((current) => !current)}
        onPointerEnter={prefetchTable}
        onFocus={prefetchTable}
      >
        <Icon name="compare" />
        Comparar versiones
        <Icon name="chevron-down" className="versions-compare__chevron" size={16} />
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
          <Suspense fallback={<Loader />}>
            <VersionsCompareTable captionId={captionId} familyName={familyName} versions={versions} />
          </Suspense>
        )}
      </section>
    </div>
  );
}
