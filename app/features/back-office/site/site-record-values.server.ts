import { writeRanges } from '#domain/back-office/branch-agenda';
import type {
  CardAccountChoice,
  ContactMethodView,
  LocationView,
  SalespersonView,
  SiteRecordKind,
  SiteRecordView,
} from '#domain/back-office/site-editing-records';
import type { CardAccountField } from './site-record-fields';
import type { RecordValues } from './site-record-form-values';

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/**
 * The saved record as its form's fields. Read on the server (the page's loader gives them), so the page's scripts do
 * not carry it.
 */
export function recordValues(kind: SiteRecordKind, record: SiteRecordView): RecordValues {
  if (kind === 'contact') {
    const contact = record as ContactMethodView;
    return {
      brand_id: text(contact.brandId),
      department: contact.department,
      phone: text(contact.phone),
      whatsapp_number: text(contact.whatsappNumber),
      zoom_link: text(contact.zoomLink),
      email: text(contact.email),
      sort_order: text(contact.sortOrder),
    };
  }
  if (kind === 'salesperson') {
    const person = record as SalespersonView;
    return {
      brand_id: text(person.brandId),
      fullname: person.fullname,
      whatsapp_number: text(person.whatsappNumber),
      zoom_link: text(person.zoomLink),
      active: person.active ? 'on' : '',
      account_id: text(person.accountId),
    };
  }
  const location = record as LocationView;
  const values: RecordValues = {
    name: location.name,
    province: location.province,
    address: location.address,
    map_url: location.mapUrl,
    sort_order: text(location.sortOrder),
  };
  location.phones.forEach((phone, index) => {
    values[`phone_label_${index}`] = phone.label;
    values[`phone_number_${index}`] = phone.number;
    values[`phone_department_${index}`] = phone.department;
    values[`phone_brand_${index}`] = text(phone.brandId);
    values[`phone_whatsapp_${index}`] = phone.whatsapp ? 'on' : '';
  });
  location.openingHours.forEach((line, index) => {
    values[`hours_days_${index}`] = line.days;
    values[`hours_hours_${index}`] = line.hours;
  });
  // Sunday has no field (no appointment falls on a Sunday): Monday to Saturday.
  for (let weekday = 1; weekday < 7; weekday += 1)
    values[`week_hours_${weekday}`] = writeRanges(location.weeklyHours[weekday] ?? []);
  values.closure_days = location.closureDays.map((day) => `${day.date} ${day.reason}`).join('\n');
  return values;
}

/**
 * A card's "Cuenta del panel" as its form offers it: the accounts that may be linked, and the one linked now, kept in
 * the list (marked) when it no longer may hold the brand's reservations, so saving the card's other fields keeps it.
 */
export function cardAccountField(
  choices: readonly CardAccountChoice[],
  card: SalespersonView | null,
): CardAccountField {
  const options = choices.map((choice) => ({ value: String(choice.id), label: choice.name }));
  const linked = card?.accountId ?? null;
  if (linked !== null && !choices.some((choice) => choice.id === linked))
    options.push({
      value: String(linked),
      label: `${card?.accountName ?? `Cuenta n.º ${linked}`} (ya no atiende reservas de la marca)`,
    });
  return { options, linked: card?.accountName ?? null };
}
