import { NEWS_STATE_LABELS, type NewsState, newsState } from '#domain/back-office/news-editing';
import { Badge, type BadgeTone } from '../panel/admin-list';

const STATE_TONES: Readonly<Record<NewsState, BadgeTone>> = {
  draft: 'muted',
  scheduled: 'info',
  published: 'ok',
};

/**
 * Borrador, Programada or Publicada; Eliminada for a removed item. Apart from the news fields, so the list of news does
 * not load the editor's code.
 */
export function NewsStateBadge({
  item,
}: {
  item: { published: boolean; displayDate: string; deletedAt: string | null };
}) {
  if (item.deletedAt) return <Badge tone="off">Eliminada</Badge>;
  const state = newsState(item);
  return <Badge tone={STATE_TONES[state]}>{NEWS_STATE_LABELS[state]}</Badge>;
}
