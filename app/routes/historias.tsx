import { redirect } from 'react-router';
import { storyClosePath, storyPath } from '#domain/content/content';
import { PageMain } from '../components/page-main';
import { contentContext, publicUrlContext } from '../context';
import { StoryViewer } from '../features/stories/story-viewer';
import { canonicalUrl, pageMeta } from '../lib/seo.server';
import type { Route } from './+types/historias';

/** The site frame shows its alternate (dark) footer under the full-screen story. */
export const handle = { footer: 'alt' };

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = /^\d+$/.test(params.id) ? Number(params.id) : Number.NaN;
  const { stories } = await context.get(contentContext).parameters();
  const index = stories.findIndex((candidate) => candidate.id === id);
  const story = stories[index];
  // docs/product.md §8: an unknown story id leads to the home page.
  if (!story) throw redirect('/');
  const path = storyPath(story);
  if (params.slug !== story.slug_url) throw redirect(path, 301);
  // docs/product.md §2 'Siguiente historia': the strip's order, wrapping to the first.
  const next = stories.length > 1 ? stories[(index + 1) % stories.length] : undefined;
  const publicUrl = context.get(publicUrlContext);
  return {
    story: {
      id: story.id,
      title: story.title,
      slug_url: story.slug_url,
      brand_string: story.brand_string,
      category_string: story.category_string,
      video_path: story.video_path,
      poster_path: story.poster_path,
    },
    link: story.link_url,
    closePath: storyClosePath(story.category_string),
    next: next ? { path: storyPath(next), title: next.title } : null,
    meta: [
      ...pageMeta({
        title: `${story.title} | Historias`,
        description: `${story.title}. Una historia de ${story.brand_string} (${story.category_string}) en Territorio, Mendoza y San Juan.`,
        canonical: canonicalUrl(publicUrl, path),
      }),
      ...(story.poster_path
        ? [{ property: 'og:image', content: canonicalUrl(publicUrl, story.poster_path) }]
        : []),
      { property: 'og:video', content: canonicalUrl(publicUrl, story.video_path) },
      { property: 'og:video:type', content: 'video/mp4' },
    ],
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.meta ?? [];

export default function StoryPage({ loaderData }: Route.ComponentProps) {
  const { story, link, closePath, next } = loaderData;
  return (
    <PageMain className="story-page">
      <StoryViewer story={story} link={link} closePath={closePath} next={next} />
    </PageMain>
  );
}
