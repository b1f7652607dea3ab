import { BRANDS, findBrandById } from '#domain/catalogue/brands';
import {
  type ContactDepartment,
  type ContactMethod,
  type Location,
  type OpeningHours,
  phoneLink,
  whatsappDigits,
  whatsappLink,
} from '#domain/content/content';

/** One line of a branch's phone list: a number to call or a WhatsApp chat. */
export interface PhoneLine {
  label: string;
  display: string;
  href: string;
  whatsapp: boolean;
}

/** The lines of one brand at a branch; `brand` null holds the branch's own lines (call center, offices…). */
export interface PhoneGroup {
  brand: string | null;
  styleKey: string | null;
  lines: PhoneLine[];
}

export interface LocationView {
  id: number;
  name: string;
  province: string;
  address: string;
  mapUrl: string;
  groups: PhoneGroup[];
  hours: OpeningHours[];
}

/** "5492614135000" → "+54 9 261 413-5000", as Argentina writes a mobile number; other numbers as +digits. */
export function formatWhatsapp(number: string): string {
  const digits = whatsappDigits(number) ?? number;
  const local = digits.startsWith('549') ? digits.slice(3) : undefined;
  if (local?.length === 10) return `+54 9 ${local.slice(0, 3)} ${local.slice(3, 6)}-${local.slice(6)}`;
  return `+${digits}`;
}

function toLine(label: string, number: string, whatsapp: boolean): PhoneLine | undefined {
  const href = whatsapp ? whatsappLink(number) : phoneLink(number);
  if (!href) return undefined;
  return { label, display: whatsapp ? formatWhatsapp(number) : number, href, whatsapp };
}

const brandOrder = (brandId: number | null) =>
  brandId === null ? -1 : BRANDS.findIndex((brand) => brand.id === brandId);

/** docs/product.md §2 contact page: a branch with its phones per brand and department, the branch's own lines first. */
export function toLocationView(location: Location): LocationView {
  const groups = new Map<number | null, PhoneGroup>();
  for (const phone of location.phones) {
    const line = toLine(phone.label, phone.number, phone.whatsapp);
    if (!line) continue;
    let group = groups.get(phone.brand_id);
    if (!group) {
      const brand = phone.brand_id === null ? undefined : findBrandById(phone.brand_id);
      group = {
        brand: phone.brand_id === null ? null : (phone.brand_string ?? brand?.name ?? null),
        styleKey: brand?.styleKey ?? null,
        lines: [],
      };
      groups.set(phone.brand_id, group);
    }
    group.lines.push(line);
  }
  return {
    id: location.id,
    name: location.name,
    province: location.province,
    address: location.address,
    mapUrl: location.map_url,
    groups: [...groups.entries()].sort(([a], [b]) => brandOrder(a) - brandOrder(b)).map(([, group]) => group),
    hours: location.opening_hours,
  };
}

/** A department's way in for one brand (or the dealership's own entry): its phone, WhatsApp and video call. */
export interface DepartmentContact {
  phone: PhoneLine | undefined;
  whatsapp: PhoneLine | undefined;
  videoCallUrl: string | undefined;
}

/**
 * The contact method of a department, the brand's own entry first and the dealership's (brand 5) otherwise; `text`
 * prefills the WhatsApp chat.
 */
export function departmentContact(
  methods: readonly ContactMethod[],
  department: ContactDepartment,
  brandIds: readonly number[],
  text?: string,
): DepartmentContact | undefined {
  const method = brandIds
    .map((brandId) => methods.find((entry) => entry.department === department && entry.brand_id === brandId))
    .find((entry) => entry !== undefined);
  if (!method) return undefined;
  const whatsappHref = whatsappLink(method.whatsapp_number, text);
  return {
    phone: method.phone ? toLine('Teléfono', method.phone, false) : undefined,
    whatsapp:
      whatsappHref && method.whatsapp_number
        ? {
            label: 'WhatsApp',
            display: formatWhatsapp(method.whatsapp_number),
            href: whatsappHref,
            whatsapp: true,
          }
        : undefined,
    videoCallUrl: method.zoom_link ?? undefined,
  };
}
