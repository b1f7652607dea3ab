import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { FieldIssue, OperationView } from '#domain/operation/operation';
import {
  IVA_CONDITIONS,
  MARITAL_STATUSES,
  missingPersonalFields,
  type PersonalData,
} from '#domain/operation/personal-data';
import type { PrintedLine } from '#domain/operation/price-lines';
import { Button } from '../../components/button';
import { Select } from '../../components/select';
import { TextField } from '../../components/text-field';
import { DealershipFrame } from './dealership-frame';
import type { OperationChanges } from './operation-api';
import { SaveStatus } from './save-status';
import { StepLink, type StepLinks } from './step-link';
import type { SummaryUnit } from './unit-summary';
import { UnitSummaryLater } from './unit-summary-later';
import { useOperation } from './use-operation';
// The unit's price lines arrive later (UnitSummaryLater); their stylesheet comes with the page.
import './price-lines.css';

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
  | 'email'
  | 'cuit'
  | 'iva_condition';
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
  'cuit',
  'iva_condition',
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
    cuit: purchase.cuit,
    iva_condition: purchase.iva_condition,
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

/**
 * The change of one field, and nothing else (docs/decisions/0059). The buyer's name, DNI, phone and e-mail go to both
 * the purchase and the customer of the operation (docs/product.md §3); an emptied e-mail is not sent (it can't be).
 */
function changeOf(field: FieldName, value: string): OperationChanges {
  switch (field) {
    case 'address':
      return { customer: { address: value } };
    case 'birthdate':
    case 'cuit':
    case 'iva_condition':
      return { purchase: { [field]: value } };
    case 'marital_status_id':
      return { purchase: { marital_status_id: value ? Number(value) : null } };
    case 'email':
      return value.trim() ? { customer: { email: value }, purchase: { email: value } } : {};
    default:
      return { customer: { [field]: value }, purchase: { [field]: value } };
  }
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
 * Each field is saved on its own (docs/decisions/0059): a value the server refuses stays in its field with the
 * server's message, and the others are saved. Each issue is shown at its field: a refused value as soon as the server
 * answers; what step 2 still lacks, as the server judges what it stored, once the buyer has tried 'Continuar' (which
 * puts the focus on the first field to fix), and from then on after each save. Nothing appears when a field loses the
 * focus: a message pushing the button down as it is pressed would leave the click outside it.
 */
export function PersonalDataPage({ brand, unit, summary, operation: loaded, steps }: PersonalDataPageData) {
  const navigate = useNavigate();
  const {
    operation,
    save,
    flush,
    latest,
    pending,
    saveState,
    refusal,
    notice,
    fieldIssues,
    settled,
    conflicts,
  } = useOperation(loaded);
  const [values, setValues] = useState<Values>(() => valuesOf(loaded));
  // The values the server refused and did not save, each until the buyer changes that field: the form keeps them.
  const [refused, setRefused] = useState<ReadonlyMap<FieldName, string>>(new Map());
  const [attempted, setAttempted] = useState(false);
  const [continuing, setContinuing] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const focused = useRef<FieldName | null>(null);
  const data = personalData(values);
  const missing = missingPersonalFields(data);

  // A new answer's refusals join those the buyer has not changed since.
  const [judged, setJudged] = useState(fieldIssues);
  if (judged !== fieldIssues) {
    setJudged(fieldIssues);
    if (fieldIssues.length > 0) setRefused((current) => new Map([...current, ...byField(fieldIssues)]));
  }

  // Once saved, the fields show what the server stored (normalised, or changed in another tab): all but the one being
  // typed in and those it refused. After a conflict nothing typed was saved: every field shows the server's value.
  const refusedNow = useRef(refused);
  refusedNow.current = refused;
  const lastConflicts = useRef(conflicts);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per settled save.
  useEffect(() => {
    if (settled === 0) return;
    const conflict = lastConflicts.current !== conflicts;
    lastConflicts.current = conflicts;
    if (conflict) setRefused(new Map());
    const server = valuesOf(latest());
    setValues((current) => {
      const next = { ...current };
      for (const field of FIELD_ORDER) {
        if (conflict || (field !== focused.current && !refusedNow.current.has(field)))
          next[field] = server[field];
      }
      return next;
    });
  }, [settled]);

  // What step 2 still lacks, as the server judged what it stored (docs/product.md §5), about each field whose value is
  // the stored one: a field typed in since waits for its save to be judged.
  const stored = valuesOf(operation);
  const lacking = byField(operation.personal_data_issues);
  const issueOf = (field: FieldName): string | undefined =>
    refused.get(field) ?? (attempted && values[field] === stored[field] ? lacking.get(field) : undefined);
  // Under the button: what no field shows, or a pointer to the fields that do.
  const unplaced = fieldIssues.filter((issue) => fieldOf(issue.field) === undefined);
  const statusText = unplaced[0]?.message ?? (refused.size > 0 ? 'Revisá los datos marcados.' : refusal);

  // After 'Continuar' has rendered its verdict: the first field marked invalid, in the order the buyer reads them.
  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  function change(field: FieldName, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setRefused((current) => {
      if (!current.has(field)) return current;
      const next = new Map(current);
      next.delete(field);
      return next;
    });
    void save(changeOf(field, value), PERSONAL_DATA_SAVE_DELAY_MS);
  }

  // Leaving a field saved as typed shows what the server stored of it.
  function leave(field: FieldName) {
    focused.current = null;
    if (pending() || refused.has(field)) return;
    const stored = valuesOf(latest())[field];
    setValues((current) => ({ ...current, [field]: stored }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (missing.length > 0 || continuing) return;
    setAttempted(true);
    setContinuing(true);
    const saved = await flush();
    setContinuing(false);
    // The server checks what it stored: its answer decides whether step 2 is complete.
    if (saved && refused.size === 0 && latest().personal_data_issues.length === 0) {
      navigate(steps.review);
      return;
    }
    setFocusRequest((count) => count + 1);
  }

  const text = (field: FieldName, label: string, props: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      label={label}
      name={field}
      value={values[field]}
      onChange={(event) => change(field, event.target.value)}
      onFocus={() => {
        focused.current = field;
      }}
      onBlur={() => leave(field)}
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
      aside={<UnitSummaryLater unit={unit} lines={summary} />}
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
        {text('cuit', 'CUIT o CUIL', {
          inputMode: 'numeric',
          autoComplete: 'off',
          helpText: 'Opcional. Para la factura: figura en tu constancia de CUIT o CUIL.',
        })}
        <Select
          label="Condición frente al IVA"
          name="iva_condition"
          list={IVA_CONDITIONS.map((condition) => ({ value: condition.id, title: condition.name }))}
          value={values.iva_condition}
          onChange={(value) => change('iva_condition', value)}
          helpText="Opcional."
          error={issueOf('iva_condition') !== undefined}
          errorMessage={issueOf('iva_condition')}
        />
        <div className="dealership__actions">
          <Button type="submit" disabled={missing.length > 0 || continuing}>
            Continuar
          </Button>
          <SaveStatus state={saveState} refusal={statusText} notice={notice} />
        </div>
      </form>
      <StepLink to={steps.paymentMode} flush={flush} className="dealership__back">
        Volver a Modo de pago
      </StepLink>
    </DealershipFrame>
  );
}
