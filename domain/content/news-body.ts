/**
 * A news item's body (docs/product.md §6, issue 16 "a small safe set of formatting"): paragraphs separated by blank
 * lines, lines starting with "- " as a list, a line starting with "## " as a heading, **bold**, *italic* and
 * [links](https://…). The text is parsed here into a
 * small typed structure that the public page draws with React elements, so no markup written by staff ever reaches a
 * page as HTML. A body written before the formatting existed is plain paragraphs and reads as before.
 */

export type NewsInline =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; children: NewsInline[] }
  | { kind: 'em'; children: NewsInline[] }
  | { kind: 'link'; href: string; text: string };

export type NewsBlock =
  | { kind: 'paragraph'; content: NewsInline[] }
  | { kind: 'heading'; content: NewsInline[] }
  | { kind: 'list'; items: NewsInline[][] };

const LIST_ITEM = /^\s*-\s+/;
/** "## Equipamiento": a heading inside the body (the toolbar's "Título"); the article's own title stays the page's h1. */
const HEADING = /^\s*##\s+(?=\S)/;

/** `**bold**`, `*italic*` or `[text](address)`, whichever comes first. */
const INLINE_MARK =
  /\*\*(?<strong>\S(?:.*?\S)?)\*\*|\*(?<em>[^*\s](?:[^*]*?[^*\s])?)\*|\[(?<text>[^\]]+)\]\((?<href>[^)\s]+)\)/g;

/**
 * Where a link the back office writes may lead (a news body's links, a news item's or a story's button): an http(s)
 * address or a page of this site ("/vehiculos-0km"). Anything else (javascript:, data:, "//other.host") is refused
 * by the forms and, in a body saved before, drawn as text.
 */
export function safeContentHref(href: string): string | null {
  const trimmed = href.trim();
  if (/^\/(?![/\\])/.test(trimmed)) return trimmed;
  try {
    const url = new URL(trimmed);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The addresses of the links a body holds that `safeContentHref` refuses, for the form's message. */
export function unsafeNewsLinks(content: string): string[] {
  return [...content.matchAll(INLINE_MARK)].flatMap((match) => {
    const href = match.groups?.href;
    return href !== undefined && safeContentHref(href) === null ? [href] : [];
  });
}

const collapse = (text: string) => text.replace(/\s+/g, ' ');

function parseInline(text: string): NewsInline[] {
  const parts: NewsInline[] = [];
  let at = 0;
  for (const match of text.matchAll(INLINE_MARK)) {
    const start = match.index ?? 0;
    if (start > at) parts.push({ kind: 'text', text: text.slice(at, start) });
    const { strong, em, text: linkText, href } = match.groups ?? {};
    if (strong !== undefined) parts.push({ kind: 'strong', children: parseInline(strong) });
    else if (em !== undefined) parts.push({ kind: 'em', children: parseInline(em) });
    else if (linkText !== undefined && href !== undefined) {
      const safe = safeContentHref(href);
      parts.push(safe ? { kind: 'link', href: safe, text: linkText } : { kind: 'text', text: linkText });
    }
    at = start + match[0].length;
  }
  if (at < text.length) parts.push({ kind: 'text', text: text.slice(at) });
  return parts;
}

/** One line of text as it reads: its runs of spaces and line breaks made one space, no space at either end. */
const inlineOf = (text: string) => parseInline(collapse(text).trim());

/**
 * The body's blocks in order. Within a block (text between blank lines), consecutive "- " lines make one list and
 * the other lines one paragraph each run, so "Incluye:\n- a\n- b" is a paragraph and then a list.
 */
export function parseNewsBody(content: string): NewsBlock[] {
  const blocks: NewsBlock[] = [];
  for (const chunk of content.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    let paragraph: string[] = [];
    let items: string[] = [];
    const closeParagraph = () => {
      const text = paragraph.join(' ').trim();
      if (text) blocks.push({ kind: 'paragraph', content: inlineOf(text) });
      paragraph = [];
    };
    const closeList = () => {
      const listed = items.map((item) => item.trim()).filter((item) => item !== '');
      if (listed.length > 0) blocks.push({ kind: 'list', items: listed.map(inlineOf) });
      items = [];
    };
    for (const line of chunk.split('\n')) {
      if (HEADING.test(line)) {
        closeParagraph();
        closeList();
        blocks.push({ kind: 'heading', content: inlineOf(line.replace(HEADING, '')) });
      } else if (LIST_ITEM.test(line)) {
        closeParagraph();
        items.push(line.replace(LIST_ITEM, ''));
      } else if (items.length > 0 && /^\s{2,}\S/.test(line)) {
        // An indented line continues the list item above it.
        items[items.length - 1] += ` ${line.trim()}`;
      } else {
        closeList();
        paragraph.push(line);
      }
    }
    closeParagraph();
    closeList();
  }
  return blocks;
}

/** What an inline run reads as, without its formatting. */
export function inlineText(parts: readonly NewsInline[]): string {
  return parts
    .map((part) =>
      part.kind === 'text' ? part.text : part.kind === 'link' ? part.text : inlineText(part.children),
    )
    .join('');
}

/** The body as plain text (for excerpts and descriptions): each block's words, blocks separated by a space. */
export function newsBodyText(content: string): string {
  return parseNewsBody(content)
    .map((block) =>
      block.kind === 'list' ? block.items.map(inlineText).join(' ') : inlineText(block.content),
    )
    .join(' ');
}

/** The paragraphs of a news item's body, in order, as plain text. */
export function newsParagraphs(content: string): string[] {
  return parseNewsBody(content).flatMap((block) =>
    block.kind === 'paragraph' ? [inlineText(block.content)] : [],
  );
}

/** docs/product.md §9: news excerpts are cut at this many characters. */
export const NEWS_EXCERPT_LIMIT = 500;

/** docs/product.md §9: at most `limit` characters, cut at a word and closed with an ellipsis when shortened. */
export function newsExcerpt(content: string, limit = NEWS_EXCERPT_LIMIT): string {
  const text = newsBodyText(content).replace(/\s+/g, ' ').trim();
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit - 1);
  const lastSpace = cut.lastIndexOf(' ');
  const words = lastSpace > limit / 2 ? cut.slice(0, lastSpace) : cut;
  return `${words.replace(/[\s.,;:]+$/, '')}…`;
}
