import { type FocusEvent, type MouseEvent, useId } from 'react';
import { Link } from 'react-router';
import { type Story, storyPath } from '../../../domain/content';
import { DEALERSHIP } from '../../../domain/dealership';
import './stories.css';

/** What a story card shows; a whole `Story` fits, and loaders may send just these fields. */
export type StoryCardData = Pick<
  Story,
  'id' | 'title' | 'slug_url' | 'brand_string' | 'category_string' | 'video_path' | 'poster_path'
>;

/** The story videos are 540×960 (docs/decisions/0006-story-videos.md); the attributes reserve the card's box. */
export const STORY_VIDEO_WIDTH = 540;
export const STORY_VIDEO_HEIGHT = 960;

interface StoriesStripProps {
  /** Missing or empty: the strip renders nothing (SPEC §2). */
  stories?: readonly StoryCardData[] | null;
  /** Defaults to 'Historias' plus the dealership name (SPEC §2). */
  title?: string;
}

/**
 * SPEC §2 "Stories strip": cards that open the story viewer in the same window, each with a muted looping video that
 * plays while the pointer (or the keyboard focus) is on the card.
 */
export function StoriesStrip({ stories, title = `Historias ${DEALERSHIP.name}` }: StoriesStripProps) {
  const headingId = useId();
  if (!stories || stories.length === 0) return null;
  return (
    <section className="stories-strip" aria-labelledby={headingId}>
      <div className="container">
        <h2 id={headingId} className="stories-strip__title">
          {title}
        </h2>
        <ul className="stories-strip__list">
          {stories.map((story) => (
            <li key={story.id} className="stories-strip__item">
              <StoryCard story={story} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function cardVideo(card: Element): HTMLVideoElement | null {
  return card.querySelector('video');
}

// Hover and focus start the clip; a reduced-motion preference keeps the still poster, since nothing asked for motion
// but a pointer passing by. preload="none" means the first play() is also the first byte of video fetched.
function startPreview(event: MouseEvent<HTMLAnchorElement> | FocusEvent<HTMLAnchorElement>) {
  if (prefersReducedMotion()) return;
  const video = cardVideo(event.currentTarget);
  // A rejected play() (the card was left before the data arrived) is harmless.
  video?.play().catch(() => {});
}

function stopPreview(event: MouseEvent<HTMLAnchorElement> | FocusEvent<HTMLAnchorElement>) {
  cardVideo(event.currentTarget)?.pause();
}

function StoryCard({ story }: { story: StoryCardData }) {
  return (
    <Link
      to={storyPath(story)}
      className="story-card"
      onMouseEnter={startPreview}
      onMouseLeave={stopPreview}
      onFocus={startPreview}
      onBlur={stopPreview}
    >
      <span className="story-card__media">
        {/* Decorative: the card's text says what the story is about; the viewer plays it for real. */}
        <video
          className="story-card__video"
          src={story.video_path}
          poster={story.poster_path ?? undefined}
          width={STORY_VIDEO_WIDTH}
          height={STORY_VIDEO_HEIGHT}
          muted
          loop
          playsInline
          preload="none"
          aria-hidden="true"
          tabIndex={-1}
        />
      </span>
      <span className="story-card__body">
        <span className="story-card__category">{story.category_string}</span>
        <span className="story-card__title">{story.title}</span>
        <span className="story-card__brand">{story.brand_string}</span>
        <span className="story-card__cta">Ver historia completa</span>
      </span>
    </Link>
  );
}
