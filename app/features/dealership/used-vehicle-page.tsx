import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { OperationView } from '#domain/operation/operation';
import type { PrintedLine } from '#domain/operation/price-lines';
import { VALUATION_FAILED_MESSAGE } from '#domain/operation/valuation-messages';
import { formatLongDate } from '#domain/shared/mendoza-time';
import { formatMoney } from '#domain/shared/money';
import { formatNumber } from '#domain/shared/numbers';
import { Button } from '../../components/button';
import { Loader } from '../../components/loader';
import { Select } from '../../components/select';
import { TextField } from '../../components/text-field';
import { DealershipFrame } from './dealership-frame';
import { carryAdjustments } from './operation-adjustments';
import { ApiRefusal } from './operation-api';
import { SaveStatus } from './save-status';
import { StepLink, type StepLinks } from './step-link';
import type { SummaryUnit } from './unit-summary';
import { UnitSummaryLater } from './unit-summary-later';
import { useOperation } from './use-operation';
import {
  requestValuation,
  type UsedBrand,
  type UsedModel,
  type UsedVersion,
  usedBrands,
  usedModels,
  usedVersions,
  type Valuation,
} from './used-vehicle-api';
// The unit's price lines arrive later (UnitSummaryLater); their stylesheet comes with the page.
import './price-lines.css';

export interface UsedVehicleData {
  brand: { id: number; name: string; styleKey: string };
  unit: SummaryUnit;
  summary: readonly PrintedLine[];
  operation: OperationView;
  steps: StepLinks;
}

/** docs/product.md §4 used-vehicle flow: filling → requesting → valuation shown → accepted or cancelled. */
type Stage = 'filling' | 'requesting' | 'shown' | 'accepting';

/** A list read from the used-vehicle catalogue, read again when its key changes; a null key means no list yet. */
function useList<T>(key: string | null, load: () => Promise<T[]>) {
  const [items, setItems] = useState<T[]>([]);
  const [failed, setFailed] = useState(false);
  const loader = useRef(load);
  loader.current = load;
  useEffect(() => {
    setItems([]);
    setFailed(false);
    if (key === null) return;
    let active = true;
    loader.current().then(
      (found) => active && setItems(found),
      (error: unknown) => {
        console.error(error);
        if (active) setFailed(true);
      },
    );
    return () => {
      active = false;
    };
  }, [key]);
  return { items, failed };
}

/** docs/product.md §2 used-vehicle page: brand, model, version, year, kilometres, 'Cotizar', then the valuation. */
export function UsedVehiclePage({ brand, unit, summary, operation: loaded, steps }: UsedVehicleData) {
  const navigate = useNavigate();
  const { operation, save, saveState, refusal, flush, latest, notice } = useOperation(loaded);
  const [brandId, setBrandId] = useState('');
  const [model, setModel] = useState('');
  const [codia, setCodia] = useState('');
  const [year, setYear] = useState('');
  const [kms, setKms] = useState('');
  const [stage, setStage] = useState<Stage>('filling');
  const [failure, setFailure] = useState('');
  // The server's word on the kilometres, the one field typed freely, shown at it.
  const [kmsError, setKmsError] = useState<string>();
  const [valuation, setValuation] = useState<Valuation | null>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const brands = useList<UsedBrand>('brands', usedBrands);
  const models = useList<UsedModel>(brandId || null, () => usedModels(Number(brandId)));
  const versions = useList<UsedVersion>(brandId && model ? `${brandId}/${model}` : null, () =>
    usedVersions(Number(brandId), model),
  );
  const version = versions.items.find((item) => String(item.codia) === codia);
  const years = [...(version?.years ?? [])].sort((a, b) => b - a);
  const ready = codia !== '' && year !== '' && kms.trim() !== '';

  useEffect(() => {
    if (stage === 'shown') resultRef.current?.focus();
  }, [stage]);

  async function quote(event: FormEvent) {
    event.preventDefault();
    if (!ready || stage === 'requesting') return;
    setStage('requesting');
    setFailure('');
    setKmsError(undefined);
    try {
      const found = await requestValuation({
        codia: Number(codia),
        brand: brands.items.find((item) => String(item.id) === brandId)?.name ?? '',
        model,
        vehicle: version?.description ?? '',
        year: Number(year),
        kms,
        operation: operation.code,
      });
      setValuation(found);
      setStage('shown');
    } catch (error) {
      // docs/product.md §D7: the failure message only after a failure.
      console.error(error);
      const refused = error instanceof ApiRefusal && error.status === 400;
      const atKms = refused
        ? (error.body as { issues?: { field: string; message: string }[] }).issues?.find(
            (issue) => issue.field === 'kms',
          )?.message
        : undefined;
      setKmsError(atKms);
      setFailure(
        refused && !atKms ? `${VALUATION_FAILED_MESSAGE} ${error.message}` : VALUATION_FAILED_MESSAGE,
      );
      setStage('filling');
    }
  }

  async function accept() {
    if (!valuation) return;
    setStage('accepting');
    const saved = await save({
      used_vehicles: [
        ...latest().used_vehicles.map((vehicle) => ({ valuation_id: vehicle.valuation_id })),
        { valuation_id: valuation.id },
      ],
    });
    // Step 1 says what the server changed to fit the vehicle in (docs/decisions/0014: the cash reduced to what remains).
    if (saved) navigate(steps.paymentMode, { state: carryAdjustments(latest()) });
    else setStage('shown');
  }

  function cancel() {
    setValuation(null);
    setStage('filling');
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('input, button')?.focus());
  }

  const aside = <UnitSummaryLater unit={unit} lines={summary} />;

  if ((stage === 'shown' || stage === 'accepting') && valuation) {
    return (
      <DealershipFrame styleKey={brand.styleKey} step={1} title="Cotización de tu usado" aside={aside}>
        <div className="dealership__panel valuation">
          <h2 className="dealership__subtitle" ref={resultRef} tabIndex={-1}>
            {valuation.brand} {valuation.model} {valuation.vehicle} {valuation.year}
          </h2>
          <p className="valuation__amount">{formatMoney(valuation.amount, 'ars')}</p>
          <p className="dealership__note">
            {formatNumber(valuation.kms)} km. Cotización válida hasta el{' '}
            {formatLongDate(new Date(valuation.expires_at))}, sujeta a la revisión del vehículo en el
            concesionario.
          </p>
        </div>
        <div className="dealership__actions">
          <Button onClick={accept} disabled={stage === 'accepting'}>
            Aceptar Cotización
          </Button>
          <Button variant="secondary" onClick={cancel} disabled={stage === 'accepting'}>
            Cancelar
          </Button>
          <SaveStatus state={saveState} refusal={refusal} notice={notice} />
        </div>
      </DealershipFrame>
    );
  }

  return (
    <DealershipFrame
      styleKey={brand.styleKey}
      step={1}
      title="Cotizá tu usado"
      lead="Contanos qué vehículo entregás y te damos su valor al instante."
      aside={aside}
    >
      <form ref={formRef} className="dealership__panel used-form" onSubmit={quote} noValidate>
        {brands.failed && <p className="dealership__error">No pudimos cargar las marcas. Probá de nuevo.</p>}
        <Select
          label="Marca"
          name="brand"
          required
          list={brands.items.map((item) => ({ value: String(item.id), title: item.name }))}
          value={brandId}
          onChange={(value) => {
            setBrandId(value);
            setModel('');
            setCodia('');
            setYear('');
          }}
        />
        <Select
          label="Modelo"
          name="model"
          required
          disabled={brandId === ''}
          list={models.items.map((item) => ({ value: item.name, title: item.name }))}
          value={model}
          onChange={(value) => {
            setModel(value);
            setCodia('');
            setYear('');
          }}
        />
        <Select
          label="Versión"
          name="codia"
          required
          disabled={model === ''}
          list={versions.items.map((item) => ({ value: String(item.codia), title: item.description }))}
          value={codia}
          onChange={(value) => {
            setCodia(value);
            setYear('');
          }}
        />
        <Select
          label="Año"
          name="year"
          required
          size="half"
          disabled={codia === ''}
          list={years.map((item) => ({ value: String(item), title: String(item) }))}
          value={year}
          onChange={setYear}
        />
        <TextField
          label="Kilómetros"
          name="kms"
          inputMode="numeric"
          autoComplete="off"
          required
          value={kms}
          onChange={(event) => {
            setKms(event.target.value);
            setKmsError(undefined);
          }}
          error={kmsError !== undefined}
          errorMessage={kmsError}
        />
        {stage === 'requesting' ? (
          <Loader message="Cotizando tu vehículo…" />
        ) : (
          <Button type="submit" disabled={!ready}>
            Cotizar
          </Button>
        )}
        {failure && (
          <p className="dealership__error" role="alert">
            {failure}
          </p>
        )}
      </form>
      <StepLink to={steps.paymentMode} flush={flush} className="dealership__back">
        Volver a Modo de pago
      </StepLink>
    </DealershipFrame>
  );
}
