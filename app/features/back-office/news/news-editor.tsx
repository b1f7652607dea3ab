import { useEffect, useRef, useState } from 'react';
import type { NewsEditable } from '#domain/back-office/news-editing';
import { findBrandById } from '#domain/catalogue/brands';
import { mendozaInstant } from '#domain/shared/mendoza-instant';
import './admin-news.css';
import { NewsPreviewArticle } from './news-preview';

/**
 * What the toolbar writes, in the body's own markup (domain/content/news-body.ts): around the selection, or at the
 * start of each line it touches. An empty selection gets a word to type over.
 */
const FORMATS = [
  { key: 'bold', label: 'Negrita', wrap: ['**', '**'], placeholder: 'texto en negrita' },
  { key: 'italic', label: 'Cursiva', wrap: ['*', '*'], placeholder: 'texto en cursiva' },
  { key: 'heading', label: 'Subtítulo', line: '## ', placeholder: 'Subtítulo' },
  { key: 'list', label: 'Lista', line: '- ', placeholder: 'punto de la lista' },
  { key: 'link', label: 'Enlace', wrap: ['[', '](https://)'], placeholder: 'texto del enlace' },
] as const;

type Format = (typeof FORMATS)[number];

function applyFormat(textarea: HTMLTextAreaElement, format: Format): void {
  const { selectionStart: start, selectionEnd: end, value } = textarea;
  const selected = value.slice(start, end) || format.placeholder;
  let from = start;
  let text: string;
  let select: [number, number];
  if ('wrap' in format) {
    text = `${format.wrap[0]}${selected}${format.wrap[1]}`;
    // A link selects its address, to be typed next; the others select the words they wrapped.
    select =
      format.key === 'link'
        ? [start + text.length - 'https://)'.length, start + text.length - 1]
        : [start + format.wrap[0].length, start + format.wrap[0].length + selected.length];
  } else {
    from = value.lastIndexOf('\n', start - 1) + 1;
    const lines = (value.slice(from, end) || format.placeholder).split('\n');
    text = lines.map((line) => (line.startsWith(format.line) ? line : `${format.line}${line}`)).join('\n');
    select = [from, from + text.length];
  }
  textarea.focus();
  textarea.setSelectionRange(from, end);
  // insertText keeps the browser's undo; where it is missing, the text is set and the change announced by hand.
  if (!document.execCommand?.('insertText', false, text)) {
    textarea.setRangeText(text, from, end, 'end');
    textarea.dispatchEvent(new Event('input', { bubbles: true }));
  }
  textarea.setSelectionRange(...select);
}

/** Bold, italic, a heading, a list and a link for the body's field; it needs JavaScript, the markup works without. */
export function NewsFormatBar({ textareaId }: { textareaId: string }) {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  if (!ready) return null;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of buttons, not a form's fieldset.
    <div className="news-format-bar" role="group" aria-label="Formato">
      {FORMATS.map((format) => (
        <button
          key={format.key}
          type="button"
          className="btn btn--secondary btn--sm"
          aria-controls={textareaId}
          onClick={() => {
            const textarea = document.getElementById(textareaId);
            if (textarea instanceof HTMLTextAreaElement) applyFormat(textarea, format);
          }}
        >
          {format.label}
        </button>
      ))}
    </div>
  );
}

type Typed = Partial<Record<string, string>>;

const PREVIEWED = [
  'title',
  'summary',
  'content',
  'brand_id',
  'type',
  'category',
  'display_date',
  'url',
] as const;

function typedIn(form: HTMLFormElement): Typed {
  const typed: Typed = {};
  for (const name of PREVIEWED) {
    const field = form.elements.namedItem(name);
    if (field && 'value' in field) typed[name] = String(field.value);
  }
  return typed;
}

/** The form's Mendoza date and time ('2026-12-03T10:30') as an instant; now while it is not a whole one. */
function instantOf(value: string | undefined): string {
  const [date = '', time = ''] = (value ?? '').split('T');
  return (mendozaInstant(date, time) ?? new Date()).toISOString();
}

/**
 * The article as the site will draw it, redrawn as the form changes (a picture just chosen shows once saved): the
 * public article component, as the preview page uses it.
 */
export function NewsLivePreview({ values, current }: { values: Typed; current?: NewsEditable | undefined }) {
  const ref = useRef<HTMLDivElement>(null);
  const [typed, setTyped] = useState(values);
  useEffect(() => {
    const form = ref.current?.closest('form');
    if (!form) return;
    const read = () => setTyped(typedIn(form));
    form.addEventListener('input', read);
    form.addEventListener('change', read);
    return () => {
      form.removeEventListener('input', read);
      form.removeEventListener('change', read);
    };
  }, []);
  const brandId = Number(typed.brand_id) || current?.brandId || 0;
  return (
    <section ref={ref} className="news-live-preview" aria-labelledby="vista-previa-en-vivo">
      <h2 id="vista-previa-en-vivo">Vista previa</h2>
      <p className="admin-help">Así se verá la noticia en el sitio; cambia mientras escribís.</p>
      <NewsPreviewArticle
        headingId="vista-previa-titulo"
        headingLevel={3}
        item={{
          id: current?.id ?? 0,
          title: typed.title || 'Noticia nueva',
          slug: current?.slug ?? '',
          summary: typed.summary ?? '',
          content: typed.content ?? '',
          url: typed.url || null,
          display_date: instantOf(typed.display_date),
          brand_id: brandId,
          type_string: typed.type ?? '',
          brand_string: findBrandById(brandId)?.name ?? '',
          images: current?.images ?? [],
          category: typed.category ?? '',
        }}
      />
    </section>
  );
}
