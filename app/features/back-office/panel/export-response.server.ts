import type { ExportFile } from '#domain/back-office/export-columns';

/**
 * The answer that sends a list's file (docs/decisions/0074): an attachment with personal data, never kept by a
 * browser or a cache.
 */
export function exportResponse(file: ExportFile): Response {
  return new Response(
    typeof file.body === 'string' ? file.body : new Blob([file.body as Uint8Array<ArrayBuffer>]),
    {
      headers: {
        'content-type': file.contentType,
        'content-disposition': `attachment; filename="${file.fileName}"`,
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      },
    },
  );
}
