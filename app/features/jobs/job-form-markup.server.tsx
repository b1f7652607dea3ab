import { renderToStaticMarkup } from 'react-dom/server';
import { JobForm, type JobFormCopy } from './job-form';

/**
 * The job form as static HTML, for the page to show before (or without) its JavaScript: a plain multipart form posted
 * to /cv with the browser's own checks. Rendered from the same component the browser later takes over with.
 */
export function jobFormMarkup(copy: JobFormCopy): string {
  return renderToStaticMarkup(<JobForm copy={copy} />);
}
