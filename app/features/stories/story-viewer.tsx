import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '../../components/link';
import { STORY_VIDEO_HEIGHT, STORY_VIDEO_WIDTH, type StoryCardData } from './stories-strip';
import './story-viewer.css';
import { ExternalLink } from '../../components/external-link';
import { Icon } from '../../components/icons';

export interface StoryViewerProps {
  story: StoryCardData;
  /** Where the story's button leads (a page of the site or an http(s) address), or null for no button. */
  link?: string | null | undefined;
  /** docs/product.md §2: where closing leads (storyClosePath of the story's category). */
  closePath: string;
  /** The story after this one, wrapping to the first; null when there is only one. */
  next: { path: string; title: string } | null;
}

/**
 * docs/product.md §2 story viewer: the story's video (autoplay, muted, looping, inline), its title, brand and category,
 * 'Siguiente historia' and a close action. The video loops for ever, so it has a pause button (WCAG 2.2.2), and a
 * reduced-motion preference starts it paused.
 */
export function StoryViewer({ story, link, closePath, next }: StoryViewerProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(true);
  const navigate = useNavigate();

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again for each story the viewer moves on to.
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) video.pause();
    setPlaying(!video.paused);
  }, [story.id]);

  // Escape closes the story, as it would close any full-screen view.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) navigate(closePath);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [closePath, navigate]);

  const toggle = () => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused) video.play().catch(() => setPlaying(false));
    else video.pause();
  };

  return (
    <div className="story-viewer">
      <div className="story-viewer__stage">
        <video
          // A new element per story, so the next one starts from its first frame.
          key={story.id}
          ref={videoRef}
          className="story-viewer__video"
          src={story.video_path}
          poster={story.poster_path ?? undefined}
          width={STORY_VIDEO_WIDTH}
          height={STORY_VIDEO_HEIGHT}
          autoPlay
          muted
          loop
          playsInline
          // A muted clip without speech, whose words are the panel's (the title, the brand, the category): nothing for
          // a screen reader to announce, and no captions to carry.
          aria-hidden="true"
          tabIndex={-1}
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
        />
        <div className="story-viewer__bar">
          <Link to={closePath} className="story-viewer__close" aria-label="Cerrar historia" prefetch="intent">
            <Icon name="close" size={22} />
          </Link>
        </div>
      </div>

      <div className="story-viewer__panel">
        <p className="story-viewer__eyebrow">
          <span className="story-viewer__brand">{story.brand_string}</span>
          <span aria-hidden="true"> · </span>
          <span>{story.category_string}</span>
        </p>
        <h1 className="story-viewer__title">{story.title}</h1>
        {link && <StoryLink to={link} />}
        <div className="story-viewer__actions">
          <button
            type="button"
            className="story-viewer__toggle"
            onClick={toggle}
            aria-pressed={!playing}
            aria-label="Pausar historia"
          >
            <Icon name={playing ? 'pause-thin' : 'play-small'} />
          </button>
          {next && (
            <Link to={next.path} className="story-viewer__next" prefetch="intent" title={next.title}>
              Siguiente historia
            </Link>
          )}
        </div>
      </div>
    </div>
  );
}

/** The story's button: a page of the site stays in the window, another site opens in a new tab. */
function StoryLink({ to }: { to: string }) {
  if (/^https?:\/\//i.test(to))
    return (
      <ExternalLink href={to} className="story-viewer__link">
        Ver más
      </ExternalLink>
    );
  return (
    <Link to={to} className="story-viewer__link" prefetch="intent">
      Ver más
    </Link>
  );
}
