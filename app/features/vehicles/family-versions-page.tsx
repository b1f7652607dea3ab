import { Suspense, startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { versionTestDrivePath } from '#domain/test-drive/test-drive';
import { Hero } from '../../components/hero';
import { lazyPart } from '../../components/lazy-part';
import { Loader } from '../../components/loader';
import { PageMain } from '../../components/page-main';
import { scrollToSection } from '../../lib/scroll-to-section';
import { ContactFormLater } from '../contact/contact-form-later';
import { usePricesUnlocked } from '../price-request/price-request-flag';
import { brandPath, themeClass } from './family-view';
import { unitsButtonId, VersionCard } from './version-card';
import type { VersionView } from './version-view';
import { VersionsCompare } from './versions-compare';
import './versions.css';
import { SectionHeader } from '../../components/section-header';
import { eachWhenIdle } from '../../lib/each-when-idle';

export const CONTACT_SECTION_ID = 'contacto';

// The overlays' contents are needed only after a click: they load apart from the page (fetched once the page is idle),
// which keeps the route's first load small.
const loadOverlay = () => import('./overlay');
const loadUnitsList = () => import('./units-list');
const loadPriceRequestForm = () => import('../price-request/price-request-form');
const Overlay = lazyPart(() => loadOverlay().then((module) => module.Overlay));
const UnitsList = lazyPart(() => loadUnitsList().then((module) => module.UnitsList));
const PriceRequestForm = lazyPart(() => loadPriceRequestForm().then((module) => module.PriceRequestForm));

export interface FamilyVersionsData {
  brand: { id: number; slug: string; name: string; styleKey: string };
  family: { id: number; name: string; description: string; image: string };
  versions: VersionView[];
  /** docs/product.md §2: every brand but Nissan has the compare-versions toggle. */
  compare: boolean;
}

/** docs/product.md §2 family versions page. The route keys it by family id, so its state starts afresh per family. */
export function FamilyVersionsPage({ brand, family, versions, compare }: FamilyVersionsData) {
  const pricesUnlocked = usePricesUnlocked();
  const [requestFor, setRequestFor] = useState<number | null>(null);
  // Still known after the overlay has closed, when focus has to find its way back.
  const lastRequestFor = useRef<number | null>(null);
  const [unitsFor, setUnitsFor] = useState<number | null>(null);
  // The overlays' code arrives on demand, so they are mounted from the first time one opens on, never on the server.
  const [overlaysUsed, setOverlaysUsed] = useState(false);
  const [notice, setNotice] = useState('');
  // The version whose 'Contactate con un asesor' led to the contact form: the message is about it.
  const [contactFor, setContactFor] = useState<number | null>(null);
  const vehicle = { brand_id: brand.id, family_id: family.id };
  // The contact form may still be the server's HTML (its code comes later): its props change only with the version,
  // and in a transition, so the form stays on screen meanwhile (app/components/lazy-part.tsx).
  const contactVehicle = useMemo(
    () => ({
      brand_id: brand.id,
      family_id: family.id,
      ...(contactFor === null ? {} : { version_id: contactFor }),
    }),
    [brand.id, family.id, contactFor],
  );
  const contactAbout = useCallback((id: number) => {
    scrollToSection(CONTACT_SECTION_ID);
    startTransition(() => setContactFor(id));
  }, []);
  const unitsVersion = versions.find((version) => version.id === unitsFor);
  const unitCount = versions.reduce((sum, version) => sum + Math.max(version.stockCount, 0), 0);

  // The overlays' code, one part at a time when the browser is idle, so a first tap finds it ready.
  useEffect(() => eachWhenIdle([loadOverlay, loadUnitsList, loadPriceRequestForm]), []);

  const closeRequest = useCallback(() => setRequestFor(null), []);
  const closeUnits = useCallback(() => setUnitsFor(null), []);
  // The 'Consultar precios' button that opened the request is gone once prices show: focus its replacement.
  const requestFallback = useCallback(() => {
    const versionId = lastRequestFor.current;
    return versionId === null ? null : document.getElementById(unitsButtonId(versionId));
  }, []);
  const requestPrices = useCallback((versionId: number) => {
    lastRequestFor.current = versionId;
    setOverlaysUsed(true);
    setRequestFor(versionId);
  }, []);
  const showUnits = useCallback((versionId: number) => {
    setOverlaysUsed(true);
    setUnitsFor(versionId);
  }, []);

  return (
    <PageMain className={`${themeClass(brand.styleKey)}`}>
      <Hero
        breadcrumbs={[
          { label: 'Vehículos 0Km', to: '/vehiculos-0km' },
          { label: brand.name, to: brandPath(brand.slug) },
          { label: family.name },
        ]}
        eyebrow={`${brand.name} 0\u00a0km`}
        title={family.name}
        lead={family.description}
        media={
          <img
            src={family.image}
            alt={`${brand.name} ${family.name}`}
            width={640}
            height={320}
            decoding="async"
            fetchPriority="high"
          />
        }
      >
        <ul className="hero__facts">
          <li>
            <strong>{versions.length}</strong> {versions.length === 1 ? 'versión' : 'versiones'}
          </li>
          <li>
            <strong>{unitCount}</strong> {unitCount === 1 ? 'unidad en stock' : 'unidades en stock'}
          </li>
          <li className="hero__fact--wide">Reservá online</li>
        </ul>
      </Hero>

      <section className="section brand-section versions" aria-labelledby="versiones-titulo">
        <div className="container">
          <SectionHeader
            id="versiones-titulo"
            title={<>Versiones de {family.name}</>}
            meta="Elegí la versión y mirá las unidades que tenemos en Mendoza y San Juan."
            action={
              compare &&
              versions.length > 1 && <VersionsCompare familyName={family.name} versions={versions} />
            }
          />

          <p className="versions__notice" role="status">
            {notice}
          </p>

          {versions.length > 0 ? (
            <ul className="card-grid card-grid--dense">
              {versions.map((version) => (
                <li key={version.id} className="card-grid__item">
                  <VersionCard
                    version={version}
                    pricesUnlocked={pricesUnlocked}
                    contactHref={`#${CONTACT_SECTION_ID}`}
                    onContact={contactAbout}
                    onRequestPrices={requestPrices}
                    onShowUnits={showUnits}
                    testDriveHref={versionTestDrivePath(brand.slug, family.name, version.id)}
                  />
                </li>
              ))}
            </ul>
          ) : (
            <p className="empty-state">Pronto vas a encontrar acá las versiones del {family.name}.</p>
          )}
        </div>
      </section>

      <section className="section brand-section versions__contact">
        <div className="container versions__contact-inner">
          <ContactFormLater
            id={CONTACT_SECTION_ID}
            subject={family.name}
            vehicle={contactVehicle}
            heading={`¿Tenés dudas sobre el ${family.name}?`}
          />
        </div>
      </section>

      {overlaysUsed && (
        <Suspense fallback={null}>
          <Overlay
            open={requestFor !== null}
            onClose={closeRequest}
            title="Consultar precios"
            subtitle={`${brand.name} ${family.name}`}
            fallbackFocus={requestFallback}
          >
            <Suspense fallback={<Loader />}>
              <PriceRequestForm
                vehicle={requestFor === null ? vehicle : { ...vehicle, version_id: requestFor }}
                onDone={() => {
                  setNotice(`Listo: ya podés ver los precios de cada versión del ${family.name}.`);
                  setRequestFor(null);
                }}
              />
            </Suspense>
          </Overlay>

          <Overlay
            open={unitsVersion !== undefined}
            onClose={closeUnits}
            title="Unidades disponibles"
            subtitle={unitsVersion ? `${family.name} ${unitsVersion.name}` : undefined}
          >
            {unitsVersion && (
              <Suspense fallback={<Loader />}>
                <UnitsList
                  brand={brand}
                  family={family}
                  versionId={unitsVersion.id}
                  units={unitsVersion.units}
                  nextOffset={unitsVersion.nextOffset}
                />
              </Suspense>
            )}
          </Overlay>
        </Suspense>
      )}
    </PageMain>
  );
}
