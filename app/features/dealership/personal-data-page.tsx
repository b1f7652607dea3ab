import { type FormEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { dealershipPaths } from '../../../domain/dealership-paths';
import {
  type FieldIssue,
  MARITAL_STATUSES,
  missingPersonalFields,
  type OperationView,
  type PersonalData,
} from '../../../domain/operation';
import { Button } from '../../components/button';
import { Select } from '../../components/select';
import { TextField } from '../../components/text-field';
import { DealershipFrame } from './dealership-frame';
import { SaveStatus } from './save-status';
import { StepLink } from './step-link';
import { type SummaryUnit, UnitSummary } from './unit-summary';
import { useOperation } from './use-operation';

/** SPEC §9: personal data is saved 750 ms after the buyer stops typing. */
export const PERSONAL_DATA_SAVE_DELAY_MS = 750;

export interface PersonalDataPageData {
  brand: { id: number; name: string; styleKey: string };
  unit: SummaryUnit;
  operation: OperationView;
}

type FieldName =
  | 'dni'
  | 'name'
  | 'lastname'
  | 'birthdate'
  | 'marital_status_id'
  | 'address'
  | 'telephone'
  | 'email';
type Values = Record<FieldName, string>;

const FIELD_ORDER: readonly FieldName[] = [
  'dni',
  'name',
  'lastname',
  'birthdate',
  'marital_status_id',
  'address',
  'telephone',
  'email',
];

function valuesOf(operation: OperationView): Values {
  const { purchase, customer } = operation;
  return {
    dni: purchase.dni,
    name: purchase.name,
    lastname: purchase.lastname,
    birthdate: purchase.birthdate,
    marital_status_id: purchase.marital_status_id ? String(purchase.marital_status_id) : '',
    address: customer.address,
    telephone: purchase.telephone,
    email: purchase.email || operation.email,
  };
}

function personalData(values: Values): PersonalData {
  return {
    name: values.name,
    lastname: values.lastname,
    telephone: values.telephone,
    email: values.email,
    dni: values.dni,
    birthdate: values.birthdate,
    marital_status_id: values.marital_status_id ? Number(values.marital_status_id) : null,
    address: values.address,
  };
}

/** The buyer's data goes to both the purchase and the customer of the operation (SPEC §3). */
function changesOf(values: Values) {
  const shared = {
    name: values.name,
    lastname: values.lastname,
    telephone: values.telephone,
    dni: values.dni,
    ...(values.email.trim() ? { email: values.email } : {}),
  };
  return {
    purchase: {
      ...shared,
      birthdate: values.birthdate,
      marital_status_id: values.marital_status_id ? Number(values.marital_status_id) : null,
    },
    customer: { ...shared, address: values.address },
  };
}

/** SPEC §2 step 2, Datos personales. Address is optional; 'Continuar' waits for the others (SPEC §5). */
export function PersonalDataPage({ brand, unit, operation: loaded }: PersonalDataPageData) {
  const navigate = useNavigate();
  const { operation, save, flush, latest, saveState, refusal } = useOperation(loaded);
  const [values, setValues] = useState<Values>(() => valuesOf(loaded));
  const [issues, setIssues] = useState<FieldIssue[]>([]);
  const [continuing, setContinuing] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const missing = missingPersonalFields(personalData(values));
  const issueOf = (field: FieldName) => issues.find((issue) => issue.field === field)?.message;

  function change(field: FieldName, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    setIssues((current) => current.filter((issue) => issue.field !== field));
    void save(changesOf(next), PERSONAL_DATA_SAVE_DELAY_MS);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (missing.length > 0 || continuing) return;
    setContinuing(true);
    void save(changesOf(values));
    const saved = await flush();
    setContinuing(false);
    if (!saved) return;
    // The server checks what it stored: its answer decides whether step 2 is complete.
    const found = latest().personal_data_issues;
    if (found.length === 0) {
      navigate(dealershipPaths.review(operation.code));
      return;
    }
    setIssues(found);
    const first = FIELD_ORDER.find((field) => found.some((issue) => issue.field === field));
    const element = first && formRef.current?.elements.namedItem(first);
    if (element instanceof HTMLElement) element.focus();
  }

  const text = (field: FieldName, label: string, props: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      label={label}
      name={field}
      value={values[field]}
      onChange={(event) => change(field, event.target.value)}
      error={issueOf(field) !== undefined}
      errorMessage={issueOf(field)}
      {...props}
    />
  );

  return (
    <DealershipFrame
      styleKey={brand.styleKey}
      step={2}
      title="Datos personales"
      lead="Los necesitamos para la reserva y la factura del vehículo."
      aside={<UnitSummary unit={unit} deposit={operation.deposit} promotion={operation.promotion} />}
    >
      <form ref={formRef} className="dealership__panel personal-form" onSubmit={submit} noValidate>
        {text('dni', 'DNI', { required: true, inputMode: 'numeric', autoComplete: 'off' })}
        {text('name', 'Nombre', { required: true, autoComplete: 'given-name' })}
        {text('lastname', 'Apellido', { required: true, autoComplete: 'family-name' })}
        {text('birthdate', 'Fecha de nacimiento', { required: true, type: 'date', autoComplete: 'bday' })}
        <Select
          label="Estado Civil"
          name="marital_status_id"
          required
          list={MARITAL_STATUSES.map((status) => ({ value: String(status.id), title: status.name }))}
          value={values.marital_status_id}
          onChange={(value) => change('marital_status_id', value)}
          error={issueOf('marital_status_id') !== undefined}
          errorMessage={issueOf('marital_status_id')}
        />
        {text('address', 'Dirección', { autoComplete: 'street-address', helpText: 'Opcional.' })}
        {text('telephone', 'Teléfono', { required: true, type: 'tel', autoComplete: 'tel' })}
        {text('email', 'Email', { required: true, type: 'email', autoComplete: 'email' })}
        <div className="dealership__actions">
          <Button type="submit" disabled={missing.length > 0 || continuing}>
            Continuar
          </Button>
          <SaveStatus state={saveState} refusal={refusal} />
        </div>
      </form>
      <StepLink to={dealershipPaths.paymentMode(operation.code)} flush={flush} className="dealership__back">
        Volver a Modo de pago
      </StepLink>
    </DealershipFrame>
  );
}
