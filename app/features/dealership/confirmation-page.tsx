import type { UnitPhoto } from '#domain/catalogue/catalogue';
import { MINIMUM_CANCELLATION_DAYS } from '#domain/operation/deposit';
import { unitSummaryLines } from '#domain/operation/price-lines';
import { formatMoney } from '#domain/shared/money';
import { ButtonLink } from '../../components/button';
import { laterPart } from '../../components/lazy-part';
import { Link } from '../../components/link';
import { TextField } from '../../components/text-field';
import { PriceDropAlertLater } from '../alerts/alert-forms-later';
import type { SavedUnitRecord } from '../favourites/favourites-store';
import { UnitGallery } from '../vehicles/unit-gallery';
import { DealershipFrame } from './dealership-frame';
import { type SummaryUnit, UnitSummary } from './unit-summary';
import { usePromotionCode } from './use-promotion-code';

export interface ConfirmationData {
  brand: { id: number; name: string; styleKey: string };
  unit: SummaryUnit & { chassis: string; family: string };
  /** The photos taken of this very unit (docs/decisions/0031); none draws only the catalogue's picture. */
  photos: UnitPhoto[];
  deposit: number;
  startPath: string;
  versionsPath: string;
  /** What the favourites keep of this unit (docs/decisions/0079). */
  saved: SavedUnitRecord;
}

/** The heart shows nothing until the browser's favourites are read: its code comes after the page's (0056). */
const FavouriteButton = laterPart(
  () => import('../favourites/favourite-button').then((module) => module.FavouriteButton),
  null,
);

/** The query parameter that carries an accepted discount code from confirmation to start. */
export const PROMOTION_CODE_PARAM = 'codigo';

/** docs/product.md §2 confirmation page (route buy). */
export function ConfirmationPage({
  brand,
  unit,
  photos,
  deposit,
  startPath,
  versionsPath,
  saved,
}: ConfirmationData) {
  const promotion = usePromotionCode(
    { brand_id: brand.id, family: unit.family, chassis: unit.chassis },
    unit.full_price_with_discount,
  );
  const { applied } = promotion;
  const start = applied
    ? `${startPath}?${new URLSearchParams({ [PROMOTION_CODE_PARAM]: applied.code })}`
    : startPath;
  const status =
    promotion.state === 'requested'
      ? 'Verificando el código…'
      : applied
        ? `Código aplicado: ${applied.description || applied.code}.`
        : '';

  return (
    <DealershipFrame
      styleKey={brand.styleKey}
      title="Confirmá tu unidad"
      lead={`${brand.name} ${unit.model}: revisá los datos y el precio antes de reservar.`}
      aside={
        <UnitSummary
          unit={unit}
          // The code the buyer types changes the lines as they go: computed here, not by the server.
          lines={unitSummaryLines(
            unit,
            applied ? { code: applied.code, discount: promotion.discount } : null,
            deposit,
          )}
        />
      }
    >
      <UnitGallery photos={photos} title="Fotos de esta unidad" titleId="unit-photos" />
      <div className="dealership__panel">
        <TextField
          label="Código de descuento"
          name="promotion_code"
          value={promotion.code}
          onChange={(event) => promotion.type(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          helpText="Si tenés un código, ingresalo y lo aplicamos al precio."
          error={promotion.state === 'failed' && promotion.reason !== ''}
          errorMessage={promotion.state === 'failed' ? promotion.reason : undefined}
        />
        <p className="dealership__status" role="status">
          {status}
        </p>
      </div>

      <div className="dealership__panel dealership__deposit">
        <h2 className="dealership__subtitle">Reservá con una seña de {formatMoney(deposit, 'ars')}</h2>
        <p>
          La seña se paga con tarjeta de crédito Visa, MasterCard o Naranja en 1, 2 o 3 cuotas. El resto lo
          acordás con un asesor: efectivo, tu usado o financiación.
        </p>
        <p className="dealership__note">
          Después de pagar, acercate a nuestras oficinas dentro de las 48 horas. Si te arrepentís dentro de
          los {MINIMUM_CANCELLATION_DAYS} días corridos, te devolvemos el 100% de la seña.
        </p>
      </div>

      <div className="dealership__actions">
        <ButtonLink to={start}>Reservar online</ButtonLink>
        <FavouriteButton unit={saved} />
        <Link to={versionsPath} className="dealership__back">
          Volver a las versiones
        </Link>
      </div>
      <div className="dealership__alert">
        <PriceDropAlertLater stockId={saved.id} />
      </div>
    </DealershipFrame>
  );
}
