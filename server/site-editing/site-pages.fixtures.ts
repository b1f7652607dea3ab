import { expect } from 'vitest';
import type { PagesTestApp } from '../../tests/support/pages-app';

/** The message shown beside the field whose control has this id, as it reads (its amounts' own tags left out). */
export const fieldError = (page: string, id: string) =>
  page
    .match(new RegExp(`<(p|span|div)\\b[^>]*\\bid="${id}-error"[^>]*>(.*?)</\\1>`, 's'))?.[2]
    ?.replace(/<[^>]+>/g, '');

/** A file as a browser sends it from a file field. */
export const fileOfBytes = (bytes: Uint8Array, type = 'image/jpeg') =>
  new Blob([new Uint8Array(bytes)], { type });

/**
 * Posts the form of a new record (`/admin/banners/nuevo`, `/admin/noticias/nueva`) and gives the id of the record it
 * made, read from the page the browser is sent to (`/admin/banners/12?nuevo=1`).
 */
export async function createdThrough(app: PagesTestApp, form: string, init: RequestInit): Promise<number> {
  const response = await app.request(form, init);
  expect(response.status, await response.clone().text()).toBe(302);
  const [, list, word] = form.match(/^(.+)\/(nuev[ao])$/) ?? [];
  const opened = new RegExp(`^${list}/(\\d+)\\?${word}=1$`);
  const id = Number(response.headers.get('location')?.match(opened)?.[1]);
  expect(id).toBeGreaterThan(0);
  return id;
}
