import type {
  ContactMethodView,
  LocationView,
  SalespersonView,
  SiteRecordKind,
  SiteRecordView,
} from '#domain/back-office/site-editing-records';
import type { RecordValues } from './site-record-fields';

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
  return values;
}
