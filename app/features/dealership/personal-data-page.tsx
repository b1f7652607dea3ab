import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { FieldIssue, OperationView } from '#domain/operation/operation';
import {
  MARITAL_STATUSES,
  missingPersonalFields,
  type PersonalData,
  personalDataIssues,
} from '#domain/operation/personal-data';
import type { PrintedLine } from '#domain/operation/price-lines';
import { localDate } from '#domain/shared/mendoza-time';
import { Button } from '../../components/button';
import { Select } from '../../components/select';
import { TextField } from '../../components/text-field';
import { DealershipFrame } from './dealership-frame';
import { SaveStatus } from './save-status';
import { StepLink, type StepLinks } from './step-link';
import { type SummaryUnit, UnitSummary } from './unit-summary';
import { useOperation } from './use-operation';

/** docs/product.md §9: personal data is saved 750 ms after the buyer stops typing. */
export const PERSONAL_DATA_SAVE_DELAY_MS = 750;

export interface PersonalDataPageData {
  brand: { id: number; name: string; styleKey: string };
  unit: SummaryUnit;
  summary: readonly PrintedLine[];
  operation: OperationView;
  steps: StepLinks;
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

/** The buyer's data goes to both the purchase and the customer of the operation (docs/product.md §3). */
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

/**
 * The field of the form a server issue is about: the update nests the buyer's data under `purchase` and `customer`
 * ('purchase.birthdate', 'customer.dni'), and both carry the same value, so both name the same field.
 */
function fieldOf(path: string): FieldName | undefined {
  const name = path.split('.').at(-1);
  return FIELD_ORDER.find((field) => field === name);
}

/** The first message about each field, in the order given. */
function byField(issues: readonly FieldIssue[]): Map<FieldName, string> {
  const found = new Map<FieldName, string>();
  for (const issue of issues) {
    const field = fieldOf(issue.field);
    if (field && !found.has(field)) found.set(field, issue.message);
  }
  return found;
}

/**
 * docs/product.md §2 step 2, Datos personales. Address is optional; 'Continuar' waits for the others (docs/product.md §5).
 *
 * Each issue is shown at its field: a value the server refused on saving, as soon as it answers; what step 2 still
 * lacks, once the buyer has tried 'Continuar' (which puts the focus on the first field to fix), and from then on as
 * they type. Nothing appears when a field loses the focus: a message pushing the button down as it is pressed would
 * leave the click outside it.
 */
export function PersonalDataPage({ brand, unit, summary, operation: loaded, steps }: PersonalDataPageData) {
  const navigate = useNavigate();
  const { save, flush, latest, saveState, refusal, fieldIssues } = useOperation(loaded);
  const [values, setValues] = useState<Values>(() => valuesOf(loaded));
  // What the server answered to 'Continuar' about the data it stored.
  const [checked, setChecked] = useState<FieldIssue[]>([]);
  // Fields edited since the server refused them: its message no longer describes what is typed.
  const [edited, setEdited] = useState<ReadonlySet<FieldName>>(new Set());
  const [attempted, setAttempted] = useState(false);
  const [continuing, setContinuing] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const data = personalData(values);
  const missing = missingPersonalFields(data);

  // A new refusal judges what was just sent, edits included.
  const [judged, setJudged] = useState(fieldIssues);
  if (judged !== fieldIssues) {
    setJudged(fieldIssues);
    setEdited(new Set());
  }

  const refused = byField(fieldIssues);
  for (const field of edited) refused.delete(field);
  const fromContinue = byField(checked);
  const local = byField(personalDataIssues(data, localDate(new Date())));
  const issueOf = (field: FieldName): string | undefined =>
    refused.get(field) ?? fromContinue.get(field) ?? (attempted ? local.get(field) : undefined);
  // Under the button: what no field shows, or a pointer to the fields that do.
  const unplaced = fieldIssues.filter((issue) => fieldOf(issue.field) === undefined);
  const placed = fieldIssues.length > unplaced.length;
  const statusText =
    unplaced[0]?.message ?? (placed ? (refused.size > 0 ? 'Revisá los datos marcados.' : null) : refusal);

  // After 'Continuar' has rendered its verdict: the first field marked invalid, in the order the buyer reads them.
  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  function change(field: FieldName, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    setChecked((current) => current.filter((issue) => fieldOf(issue.field) !== field));
    setEdited((current) => new Set(current).add(field));
    void save(changesOf(next), PERSONAL_DATA_SAVE_DELAY_MS);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (missing.length > 0 || continuing) return;
    setAttempted(true);
    setContinuing(true);
    void save(changesOf(values));
    const saved = await flush();
    setContinuing(false);
    if (saved) {
      // The server checks what it stored: its answer decides whether step 2 is complete.
      const found = latest().personal_data_issues;
      if (found.length === 0) {
        navigate(steps.review);
        return;
      }
      setChecked(found);
    }
    setFocusRequest((count) => count + 1);
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
      aside={<UnitSummary unit={unit} lines={summary} />}
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
        {text('address', 'Dirección', { autoComplete: 'address-line1', helpText: 'Opcional.' })}
        {text('telephone', 'Teléfono', { required: true, type: 'tel', autoComplete: 'tel' })}
        {text('email', 'Email', { required: true, type: 'email', autoComplete: 'email' })}
        <div className="dealership__actions">
          <Button type="submit" disabled={missing.length > 0 || continuing}>
            Continuar
          </Button>
          <SaveStatus state={saveState} refusal={statusText} />
        </div>
      </form>
      <StepLink to={steps.paymentMode} flush={flush} className="dealership__back">
        Volver a Modo de pago
      </StepLink>
    </DealershipFrame>
  );
}
