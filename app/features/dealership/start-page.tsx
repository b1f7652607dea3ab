import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useRevalidator } from 'react-router';
import { dealershipPaths, type UnitRoute } from '#domain/operation/dealership-paths';
import { START_FAILED_MESSAGE } from '#domain/operation/operation-messages';
import type { PrintedLine } from '#domain/operation/price-lines';
import { Button, ButtonLink } from '../../components/button';
import { TextField } from '../../components/text-field';
import { visitSource } from '../../lib/sent-visit-source';
import { DealershipFrame } from './dealership-frame';
import { ApiRefusal, startOperation } from './operation-api';
import { type SummaryUnit, UnitSummary } from './unit-summary';

export interface StartData {
  brand: { id: number; name: string; styleKey: string };
  unit: SummaryUnit & { id: number; chassis: string; family: string; family_id: number };
  route: UnitRoute;
  /** The promotion the operation starts with: the link's code, or the unit's own when that one does not apply. */
  promotionCode: string | null;
  /** The link's code when it does not apply to the unit, and why: said, and left out of the start. */
  refusedCode: { code: string; reason: string } | null;
  /** The unit's lines with the code's discount as the server checked it: the price the confirmation page showed. */
  summary: readonly PrintedLine[];
  /** The operation of a buy_code address. */
  operation: { code: string; email: string } | null;
}

/** docs/product.md §4 start request: sent, succeeded, failed, reset. */
type StartState = 'idle' | 'sent' | 'failed';

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What the start page hands to the buy_code address it moves to, so the page can say where the e-mail went. */
interface StartedState {
  sentTo?: string;
}

/** docs/product.md §2 start page (dealership_start, and buy_code once the operation exists). */
export function StartPage({ brand, unit, route, promotionCode, refusedCode, summary, operation }: StartData) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const location = useLocation();
  const [email, setEmail] = useState('');
  const [state, setState] = useState<StartState>('idle');
  const [fieldError, setFieldError] = useState('');
  const [reason, setReason] = useState('');
  const codeRef = useRef<HTMLParagraphElement>(null);
  const retryRef = useRef<HTMLButtonElement>(null);
  const sentTo = (location.state as StartedState | null)?.sentTo;

  useEffect(() => {
    if (operation && sentTo) codeRef.current?.focus();
  }, [operation, sentTo]);
  useEffect(() => {
    if (state === 'failed') retryRef.current?.focus();
  }, [state]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    if (state === 'sent' || address === '') return;
    if (!EMAIL_SHAPE.test(address)) {
      setFieldError('Ingresá un e-mail válido.');
      return;
    }
    setFieldError('');
    setState('sent');
    try {
      const started = await startOperation({
        email: address,
        stock_id: unit.id,
        brand_id: brand.id,
        model: unit.model,
        chassis: unit.chassis,
        family: unit.family,
        family_id: unit.family_id,
        ...(promotionCode ? { promotion_code: promotionCode } : {}),
        // Where the visit came from (docs/decisions/0064), as the lead forms send it.
        source: visitSource(),
      });
      navigate(dealershipPaths.startWithCode(route, started.code), {
        replace: true,
        state: { sentTo: address } satisfies StartedState,
        preventScrollReset: true,
      });
    } catch (error) {
      console.error(error);
      if (error instanceof ApiRefusal && error.status === 400 && /e-mail/i.test(error.message)) {
        setFieldError(error.message);
        setState('idle');
        return;
      }
      setReason(error instanceof ApiRefusal ? error.message : '');
      setState('failed');
    }
  }

  const aside = <UnitSummary unit={unit} lines={summary} />;

  if (operation) {
    return (
      <DealershipFrame styleKey={brand.styleKey} title="Tu operación está en marcha" aside={aside}>
        <div className="dealership__panel operation-code">
          <p className="operation-code__label">Tu código de operación</p>
          <p className="operation-code__value" ref={codeRef} tabIndex={-1}>
            {operation.code}
          </p>
          <p>
            {sentTo
              ? `Te enviamos un e-mail a ${sentTo} con este código y un enlace para retomar la reserva más tarde.`
              : 'Te enviamos un e-mail con este código y un enlace para retomar la reserva más tarde.'}
          </p>
        </div>
        <div className="dealership__actions">
          <ButtonLink to={dealershipPaths.paymentMode(operation.code)}>Siguiente</ButtonLink>
        </div>
      </DealershipFrame>
    );
  }

  return (
    <DealershipFrame
      styleKey={brand.styleKey}
      title="Empezá tu reserva online"
      lead="Dejanos tu e-mail: te enviamos un código para que puedas seguir cuando quieras."
      aside={aside}
    >
      {state === 'failed' ? (
        <div className="dealership__panel dealership__failure" role="alert">
          <p className="dealership__error">{START_FAILED_MESSAGE}</p>
          {reason && <p>{reason}</p>}
          <Button
            ref={retryRef}
            onClick={() => {
              setState('idle');
              // The page's promotion is checked again: a code that stopped applying meanwhile is left out.
              revalidator.revalidate();
            }}
          >
            Reintentar
          </Button>
        </div>
      ) : (
        <form className="dealership__panel" onSubmit={submit} noValidate>
          <TextField
            label="E-mail"
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={fieldError !== ''}
            errorMessage={fieldError}
          />
          <Button type="submit" disabled={email.trim() === '' || state === 'sent'}>
            {state === 'sent' ? 'Comenzando…' : 'Comenzar'}
          </Button>
          {refusedCode && (
            <p className="dealership__note">
              El código {refusedCode.code} no se aplica: {refusedCode.reason}
            </p>
          )}
          {promotionCode && <p className="dealership__note">Código de descuento: {promotionCode}</p>}
        </form>
      )}
    </DealershipFrame>
  );
}
