import { CATALOGUE_BRANDS } from '#domain/catalogue/brands';
import { formatMoney } from '#domain/shared/money';
import { ButtonLink } from '../components/button';
import { Hero } from '../components/hero';
import { PageMain } from '../components/page-main';
import { contentContext, publicUrlContext } from '../context';
import { ReserveGuide, type ReserveVideo } from '../features/info-pages/reserve-guide';
import { canonicalUrl, pageMeta } from '../lib/seo.server';
import type { Route } from './+types/como-reservar';
import '../features/info-pages/info-pages.css';

const PATH = '/como-reservar';

/**
 * The how-to video made for this page by scripts/make-how-to-video.ts. It has no sound: `parts` says what each of its
 * screens shows, in order, as its text alternative, and changes with the script's scenes.
 */
const HOW_TO_VIDEO: ReserveVideo = {
  src: '/videos/como-reservar.mp4',
  poster: '/videos/como-reservar.jpg',
  captions: '/videos/como-reservar.vtt',
  title: 'Cómo reservar tu 0 km online',
  parts: [
    'Portada: cómo reservar tu 0 km online en 4 pasos, desde el celular.',
    'Elegís tu 0 km y tocás «Reservar online».',
    'Ingresás tu e-mail y tocás «Comenzar».',
    'Paso 1, Modo de pago: elegís cómo pagás, en efectivo, con usados o con financiación, hasta que el saldo pendiente queda en $ 0.',
    'Paso 2, Datos Personales: completás tu DNI, tu nombre y tu teléfono.',
    'Paso 3, Revisa y confirma: revisás la unidad, la forma de pago y tus datos, y tocás «Ir al pago de la seña».',
    'Paso 4, Pago de Seña: pagás la seña con tarjeta, en 1, 2 o 3 cuotas.',
    'Final: tu 0 km te espera; acercate a la sucursal dentro de las 48 horas.',
  ],
};

export async function loader({ context }: Route.LoaderArgs) {
  const parameters = await context.get(contentContext).parameters();
  const deposits = CATALOGUE_BRANDS.flatMap((brand) => {
    const amount = parameters.booking_prices[String(brand.id)];
    // docs/product.md §D1: the deposit is always in pesos, whatever the vehicle's currency.
    return amount
      ? [{ brand: brand.name, styleKey: brand.styleKey, amount: formatMoney(amount, 'ars') }]
      : [];
  });
  return {
    deposits,
    meta: pageMeta({
      title: 'Cómo reservar tu 0 km online',
      description:
        'Reservá tu 0 km online en 4 pasos: modo de pago, datos personales, revisá y confirmá, y pagá la seña con Visa, MasterCard o Naranja en 1, 2 o 3 cuotas.',
      canonical: canonicalUrl(context.get(publicUrlContext), PATH),
    }),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.meta ?? [];

export default function HowToReserve({ loaderData }: Route.ComponentProps) {
  return (
    <PageMain className="theme-territorio info-page">
      <Hero
        eyebrow="Concesionario Digital"
        title="Cómo reservar online"
        lead={
          'Elegí tu 0\u00a0km, reservalo con una seña con tarjeta y terminá la compra en la sucursal. Todo desde tu celular, en cuatro pasos.'
        }
        media={<ReserveArt />}
      >
        <div className="hero-actions">
          <ButtonLink to="/vehiculos-0km" variant="secondary">
            Elegir mi 0&nbsp;km
          </ButtonLink>
        </div>
      </Hero>
      <ReserveGuide video={HOW_TO_VIDEO} deposits={loaderData.deposits} />
    </PageMain>
  );
}

/** A phone showing the four steps: the page's own drawing, decorative. */
function ReserveArt() {
  return (
    <svg
      className="info-art"
      viewBox="0 0 320 260"
      width="320"
      height="260"
      aria-hidden="true"
      focusable="false"
    >
      <rect className="info-art__shade" x="92" y="14" width="136" height="240" rx="22" />
      <rect className="info-art__device" x="100" y="6" width="136" height="240" rx="22" />
      <rect className="info-art__screen" x="110" y="26" width="116" height="200" rx="10" />
      {[0, 1, 2, 3].map((step) => (
        <g key={step} transform={`translate(122 ${48 + step * 44})`}>
          <circle className={step < 3 ? 'info-art__done' : 'info-art__todo'} cx="10" cy="10" r="10" />
          {step < 3 && <path className="info-art__tick" d="M5 10l3.5 3.5L15 7" />}
          <rect className="info-art__line" x="28" y="4" width={step === 3 ? 48 : 64} height="6" rx="3" />
          <rect className="info-art__line info-art__line--soft" x="28" y="14" width="40" height="4" rx="2" />
        </g>
      ))}
      <rect className="info-art__card" x="196" y="150" width="104" height="66" rx="10" />
      <rect className="info-art__stripe" x="196" y="166" width="104" height="12" />
      <rect className="info-art__chip" x="208" y="188" width="20" height="14" rx="3" />
    </svg>
  );
}
