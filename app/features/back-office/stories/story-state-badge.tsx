import { Badge } from '../panel/admin-list';

/** Publicada, Oculta or Eliminada; apart from the story fields, so the list of stories does not load the editor's code. */
export function StoryStateBadge({ story }: { story: { published: boolean; deletedAt: string | null } }) {
  if (story.deletedAt) return <Badge tone="off">Eliminada</Badge>;
  return story.published ? <Badge tone="ok">Publicada</Badge> : <Badge tone="muted">Oculta</Badge>;
}
