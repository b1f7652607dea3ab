import { Form, useNavigation } from 'react-router';
import { MINIMUM_CANCELLATION_DAYS } from '#domain/operation/deposit';
import type { OperationView } from '#domain/operation/operation';
import { formatCuit, ivaConditionName, MARITAL_STATUSES } from '#domain/operation/personal-data';
import type { PrintedLine } from '#domain/operation/price-lines';
import type { PrintedStatement } from '#domain/operation/printed-statement';
import { Button } from '../../components/button';
import { Link } from '../../components/link';
import { DealershipFrame } from './dealership-frame';
import { StatementLines } from './statement-lines';
import type { StepLinks } from './step-link';
import { type SummaryUnit, UnitSummary } from './unit-summary';

export interface ReviewData {
  brand: { id: number; name: string; styleKey: string };
  unit: SummaryUnit;
  summary: readonly PrintedLine[];
  operation: OperationView;
  /** The operation's statement as the server printed it: the receipt's and "Mi reserva"'s lines. */
  statement: PrintedStatement;
  steps: StepLinks;
}

function EditLink({ to, what }: { to: string; what: string }) {
  return (
    <Link to={to} className="review__edit" aria-label={`Editar ${what}`}>
      Editar
    </Link>
  );
}

/** docs/product.md §2 step 3, Revisa y confirma: the unit, the payment mode and the personal data, each with 'Editar'. */
export function ReviewPage({ brand, unit, summary, operation, statement, steps }: ReviewData) {
  const navigation = useNavigation();
  const { purchase, customer } = operation;
  const marital = MARITAL_STATUSES.find((status) => status.id === purchase.marital_status_id)?.name ?? '';
  const personal: [string, string][] = [
    ['DNI', purchase.dni],
    ['Nombre', purchase.name],
    ['Apellido', purchase.lastname],
    ['Fecha de nacimiento', purchase.display_birthdate],
    ['Estado Civil', marital],
    ['Dirección', customer.address || '—'],
    ['Teléfono', purchase.telephone],
    ['Email', purchase.email || operation.email],
    ['CUIT o CUIL', purchase.cuit ? formatCuit(purchase.cuit) : '—'],
    ['Condición frente al IVA', ivaConditionName(purchase.iva_condition) || '—'],
  ];

  return (
    <DealershipFrame
      styleKey={brand.styleKey}
      step={3}
      title="Revisá y confirmá"
      lead="Revisá los datos de tu reserva antes de pagar la seña."
    >
      <section className="dealership__panel review__section" aria-labelledby="revision-vehiculo">
        <div className="review__header">
          <h2 id="revision-vehiculo" className="dealership__subtitle">
            Vehículo
          </h2>
        </div>
        <UnitSummary unit={unit} lines={summary} headingLevel={3} />
      </section>

      <section className="dealership__panel review__section" aria-labelledby="revision-pago">
        <div className="review__header">
          <h2 id="revision-pago" className="dealership__subtitle">
            Modo de pago
          </h2>
          <EditLink to={steps.paymentMode} what="el modo de pago" />
        </div>
        <StatementLines lines={statement.payment} label="Cómo pagás" />
        <h3 className="review__subtitle">A pagar en la entrega</h3>
        <StatementLines lines={statement.atDelivery} label="A pagar en la entrega" />
        {statement.rate.length > 0 && <StatementLines lines={statement.rate} />}
      </section>

      <section className="dealership__panel review__section" aria-labelledby="revision-datos">
        <div className="review__header">
          <h2 id="revision-datos" className="dealership__subtitle">
            Datos personales
          </h2>
          <EditLink to={steps.personalData} what="los datos personales" />
        </div>
        <dl className="review__data">
          {personal.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="dealership__panel dealership__deposit" aria-labelledby="revision-sena">
        <h2 id="revision-sena" className="dealership__subtitle">
          Seña: {statement.deposit.amount}
        </h2>
        <p>
          Pagás la seña con tarjeta de crédito Visa, MasterCard o Naranja en 1, 2 o 3 cuotas. Después,
          acercate a nuestras oficinas dentro de las 48 horas. Si te arrepentís dentro de los{' '}
          {MINIMUM_CANCELLATION_DAYS} días corridos, te devolvemos el 100% de la seña.
        </p>
      </section>

      {/* Holds the unit for the buyer (docs/product.md §D5) and opens step 4. */}
      <Form method="post" action={steps.payment} className="dealership__actions">
        <Button type="submit" disabled={navigation.state !== 'idle'}>
          Ir al pago de la seña
        </Button>
      </Form>
    </DealershipFrame>
  );
}
