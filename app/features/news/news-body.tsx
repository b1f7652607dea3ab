import type { ReactNode } from 'react';
import type { NewsBlock, NewsInline } from '#domain/content/news-body';
import { ExternalLink } from '../../components/external-link';
import { Link } from '../../components/link';
import { isExternalUrl } from './news-view';

/**
 * A news item's body as React elements (domain/content/news-body.ts parses it): paragraphs, headings, lists, bold, italic and links to
 * http(s) addresses or pages of the site. Text is only ever text here, so nothing staff type becomes markup.
 */
export function NewsBody({ blocks }: { blocks: readonly NewsBlock[] }) {
  return (
    <>
      {blocks.map((block, index) =>
        block.kind === 'paragraph' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the blocks of one body never move.
          <p key={index}>{inlines(block.content)}</p>
        ) : block.kind === 'heading' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the blocks of one body never move.
          <h2 key={index}>{inlines(block.content)}</h2>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the blocks of one body never move.
          <ul key={index}>
            {block.items.map((item, itemIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the items of one list never move.
              <li key={itemIndex}>{inlines(item)}</li>
            ))}
          </ul>
        ),
      )}
    </>
  );
}

function inlines(parts: readonly NewsInline[]): ReactNode[] {
  return parts.map((part, index) => {
    switch (part.kind) {
      case 'text':
        return part.text;
      case 'strong':
        // biome-ignore lint/suspicious/noArrayIndexKey: the runs of one line never move.
        return <strong key={index}>{inlines(part.children)}</strong>;
      case 'em':
        // biome-ignore lint/suspicious/noArrayIndexKey: the runs of one line never move.
        return <em key={index}>{inlines(part.children)}</em>;
      default:
        return isExternalUrl(part.href) ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the runs of one line never move.
          <ExternalLink key={index} href={part.href}>
            {part.text}
          </ExternalLink>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the runs of one line never move.
          <Link key={index} to={part.href}>
            {part.text}
          </Link>
        );
    }
  });
}
