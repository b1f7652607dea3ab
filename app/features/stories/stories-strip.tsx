import { useEffect, useId, useRef, useState } from 'react';
import { type Story, storyPath } from '#domain/content/content';
import { DEALERSHIP_NAME } from '#domain/content/dealership-name';
import { Link } from '../../components/link';
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
  /** Missing or empty: the strip renders nothing (docs/product.md §2). */
  stories?: readonly StoryCardData[] | null;
  /** Defaults to 'Historias' plus the dealership name (docs/product.md §2). */
  title?: string;
  /**
   * The strip comes right after the page's hero, within the first screen: its posters are in the page as it is sent,
   * where the browser's own lazy loading fetches those on screen at once, rather than after the scripts have run.
   */
  nearTop?: boolean;
}

/**
 * docs/product.md §2 "Stories strip": cards that open the story viewer in the same window, each with a muted looping video that
 * plays while the pointer (or the keyboard focus) is on the card, over a still poster until then.
 */
export function StoriesStrip({
  stories,
  title = `Historias ${DEALERSHIP_NAME}`,
  nearTop = false,
}: StoriesStripProps) {
  const headingId = useId();
  const near = useNearViewport<HTMLUListElement>();
  if (!stories || stories.length === 0) return null;
  return (
    <section className="section stories-strip" aria-labelledby={headingId}>
      <div className="container">
        <h2 id={headingId} className="section-header__title stories-strip__title">
          {title}
        </h2>
        <ul ref={near.ref} className="scroll-row stories-strip__list">
          {stories.map((story) => (
            <li key={story.id} className="scroll-row__item">
              <StoryCard story={story} showPoster={nearTop || near.value} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/**
 * Whether the element has come within a screen of the viewport. The posters wait for it: `loading="lazy"` alone lets
 * the browser fetch images up to 2,500 px or more below the screen when it cannot tell the connection is fast (the
 * strip sits about 2,500 px down the home page on a phone), and seven posters are some 350 KB.
 */
function useNearViewport<T extends Element>() {
  const ref = useRef<T>(null);
  const [value, setValue] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || value) return;
    if (!('IntersectionObserver' in window)) {
      setValue(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setValue(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [value]);
  return { ref, value };
}

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function play(video: HTMLVideoElement | null): void {
  // A rejected play() (the card was left before the data arrived) is harmless.
  video?.play().catch(() => {});
}

/**
 * The card shows the story's poster as a lazy image, once the strip nears the screen (docs/product.md §2: a video is never loaded
 * before it is needed; a <video poster> fetches its poster with the page, seven of them on the home page). Hover and
 * focus put the muted clip over it and play it, leaving pauses it; a reduced-motion preference keeps the still
 * poster, since nothing asked for motion but a pointer passing by. The video element is created on the first hover
 * or focus, so that is also the first byte of video fetched.
 */
function StoryCard({ story, showPoster }: { story: StoryCardData; showPoster: boolean }) {
  const [previewing, setPreviewing] = useState(false);
  const videoRef = useRef<HTMLVideoElement>(null);
  const wanted = useRef(false);

  const start = () => {
    if (prefersReducedMotion()) return;
    wanted.current = true;
    if (videoRef.current) play(videoRef.current);
    else setPreviewing(true);
  };
  const stop = () => {
    wanted.current = false;
    videoRef.current?.pause();
  };
  // The video element has just been created for a hover or focus that may already be over.
  useEffect(() => {
    if (previewing && wanted.current) play(videoRef.current);
  }, [previewing]);

  return (
    <Link
      to={storyPath(story)}
      className="story-card"
      onMouseEnter={start}
      onMouseLeave={stop}
      onFocus={start}
      onBlur={stop}
    >
      {/* Decorative: the card's text says what the story is about; the viewer plays it for real. */}
      <span className="story-card__media">
        {story.poster_path &&
          (showPoster ? (
            <Poster src={story.poster_path} />
          ) : (
            // Without JavaScript the browser's own lazy loading decides when the poster comes.
            <noscript>
              <Poster src={story.poster_path} />
            </noscript>
          ))}
        {previewing && (
          <video
            ref={videoRef}
            className="story-card__video"
            src={story.video_path}
            poster={story.poster_path ?? undefined}
            width={STORY_VIDEO_WIDTH}
            height={STORY_VIDEO_HEIGHT}
            muted
            loop
            playsInline
            preload="auto"
            aria-hidden="true"
            tabIndex={-1}
          />
        )}
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

function Poster({ src }: { src: string }) {
  return (
    <img
      className="story-card__poster"
      src={src}
      alt=""
      width={STORY_VIDEO_WIDTH}
      height={STORY_VIDEO_HEIGHT}
      loading="lazy"
      decoding="async"
    />
  );
}
