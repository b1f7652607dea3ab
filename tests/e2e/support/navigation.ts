import { type APIRequestContext, expect, type Locator } from '@playwright/test';

/** The page the navigation specs open: any page shows the frame; this one has no popup and a short main. */
export const NAVIGATION_PAGE = '/vehiculos-0km';

export interface ContactMethod {
  department: string;
  phone: string | null;
  zoom_link: string | null;
  whatsapp_number: string | null;
}

/** What the frame reads of GET /api/v2/territorio/parameter. */
export interface FrameParameters {
  contact_methods: ContactMethod[];
  whatsapp_number: string | null;
  service_appointment_urls: Record<string, string>;
  links: { used_vehicles_url: string | null; instagram_url: string | null; facebook_url: string | null };
  stories: { id: number; slug_url: string }[];
}

/** The parameters as the product API gives them: expected addresses come from there, never from the demo rows. */
export async function frameParameters(request: APIRequestContext): Promise<FrameParameters> {
  const response = await request.get('/api/v2/territorio/parameter');
  expect(response.ok()).toBe(true);
  return (await response.json()).data as FrameParameters;
}

/** docs/product.md §2 and §6: the navigation uses the first administration-type entry. */
export function administration(params: FrameParameters): ContactMethod {
  const entry = params.contact_methods.find((method) => method.department === 'administration');
  if (!entry) throw new Error('The demo parameters have no administration contact method');
  return entry;
}

export const digits = (value: string) => value.replace(/\D/g, '');
export const isNumeric = (value: string | null): value is string =>
  value !== null && /^\+?[\d\s().-]+$/.test(value.trim()) && digits(value).length >= 6;

/** docs/product.md §2: Chevrolet, Volkswagen, Nissan, with their brand ids. */
export const APPOINTMENTS = [
  { brand: 'Chevrolet', id: '2' },
  { brand: 'Volkswagen', id: '1' },
  { brand: 'Nissan', id: '4' },
];

/** A link that opens its address in a new tab, without giving the page a handle on this one. */
export async function expectNewTab(link: Locator, href: string): Promise<void> {
  await expect(link).toHaveAttribute('href', href);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
}
