import { type FocusEvent, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ExternalLink } from '../../components/external-link';
import { Icon } from '../../components/icons';
import { Link } from '../../components/link';
import type { BannerSlide } from './home-data';
import './home.css';

/** How long each banner stays before the next one slides in. */
export const BANNER_INTERVAL_MS = 6000;
/** docs/product.md §9: each step moves the track by 75 % of the carousel's width; a slide is that wide, so the next one peeks. */
export const BANNER_SHIFT_PERCENT = 75;

// Runs before paint on the client; on the server (where layout effects warn) a plain effect stands in and never runs.
const useIsomorphicLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

interface BannerCarouselProps {
  slides: readonly BannerSlide[];
  label?: string;
}

/**
 * docs/product.md §2/§4 banner carousel: cycles on its own and wraps to the first slide. Follows the WAI-ARIA auto-rotating
 * carousel pattern: a rotation control, previous/next buttons, one button per slide, rotation paused while the pointer
 * or the keyboard focus is inside, and no rotation at all for visitors who ask for reduced motion (they can start it).
 *
 * Wrapping forward is seamless: a copy of the first slide follows the last one; the track slides onto the copy and
 * then jumps, unanimated, back to the real first slide.
 */
export function BannerCarousel({ slides, label = 'Destacados' }: BannerCarouselProps) {
  const count = slides.length;
  const trackRef = useRef<HTMLDivElement>(null);
  /** 0…count; `count` is the copy of the first slide. */
  const [position, setPosition] = useState(0);
  const [animated, setAnimated] = useState(true);
  /** Where to slide once an unanimated jump has been painted. */
  const [pending, setPending] = useState<number | null>(null);
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useRef(false);

  const active = position % Math.max(count, 1);

  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    reducedMotion.current = query.matches;
    if (query.matches) setStopped(true);
    const onChange = (event: MediaQueryListEvent) => {
      reducedMotion.current = event.matches;
      if (event.matches) setStopped(true);
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  // After an unanimated jump, the browser must lay out the new position before transitions come back on.
  useIsomorphicLayoutEffect(() => {
    if (animated) return;
    void trackRef.current?.offsetWidth;
    setAnimated(true);
    if (pending !== null) {
      setPosition(pending);
      setPending(null);
    }
  }, [animated, pending]);

  const jumpThen = useCallback((jumpTo: number, target: number | null) => {
    setAnimated(false);
    setPosition(jumpTo);
    setPending(target);
  }, []);

  const goTo = useCallback(
    (index: number) => {
      if (reducedMotion.current) return setPosition(index);
      // Resting on the copy of the first slide: leave it for the real one first, or the track would run backwards.
      if (position === count) return index === 0 ? undefined : jumpThen(0, index);
      setPosition(index);
    },
    [count, position, jumpThen],
  );

  const next = useCallback(() => {
    if (reducedMotion.current) return setPosition((active + 1) % count);
    if (position === count) return jumpThen(0, 1);
    setPosition(position + 1);
  }, [active, count, position, jumpThen]);

  const previous = useCallback(() => {
    if (reducedMotion.current) return setPosition((active - 1 + count) % count);
    if (position === 0) return jumpThen(count, count - 1);
    setPosition(position - 1);
  }, [active, count, position, jumpThen]);

  const rotating = count > 1 && !stopped && !hovered && !focused;
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(next, BANNER_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, next]);

  const onTrackTransitionEnd = (event: React.TransitionEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget || event.propertyName !== 'transform') return;
    if (position === count) jumpThen(0, null);
  };

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  if (count === 0) return null;

  const firstSlide = slides[0];
  return (
    <section
      className="banner-carousel"
      aria-roledescription="carrusel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div className="banner-carousel__viewport">
        <div
          ref={trackRef}
          className={`banner-carousel__track${animated ? ' banner-carousel__track--animated' : ''}`}
          style={{ transform: `translateX(-${position * BANNER_SHIFT_PERCENT}%)` }}
          aria-live={rotating ? 'off' : 'polite'}
          onTransitionEnd={onTrackTransitionEnd}
        >
          {slides.map((slide, index) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern makes each slide a group; a fieldset is for form controls.
            <div
              key={slide.id}
              className="banner-carousel__slide"
              role="group"
              aria-roledescription="banner"
              aria-label={`${index + 1} de ${count}`}
              // Only the banner in front can be clicked or focused; the peeking neighbour is a preview.
              inert={index !== active}
              data-active={index === active ? 'true' : undefined}
            >
              <BannerPicture slide={slide} priority={index === 0} eager={index <= active + 1} />
            </div>
          ))}
          {count > 1 && firstSlide && (
            <div className="banner-carousel__slide" aria-hidden="true" inert>
              <BannerPicture slide={firstSlide} priority={false} eager={false} />
            </div>
          )}
        </div>
      </div>

      {count > 1 && (
        <div className="banner-carousel__controls">
          <button
            type="button"
            className="banner-carousel__button"
            onClick={() => setStopped((value) => !value)}
            aria-label={stopped ? 'Reanudar la rotación de banners' : 'Detener la rotación de banners'}
          >
            <Icon name={stopped ? 'play' : 'pause'} size={18} />
          </button>
          <ul className="banner-carousel__dots">
            {slides.map((slide, index) => (
              <li key={slide.id}>
                <button
                  type="button"
                  className="banner-carousel__dot"
                  aria-label={`Banner ${index + 1}: ${slide.name}`}
                  aria-current={index === active ? 'true' : undefined}
                  onClick={() => goTo(index)}
                />
              </li>
            ))}
          </ul>
          <div className="banner-carousel__steps">
            <button
              type="button"
              className="banner-carousel__button"
              onClick={previous}
              aria-label="Banner anterior"
            >
              <Icon name="chevron-left" />
            </button>
            <button
              type="button"
              className="banner-carousel__button"
              onClick={next}
              aria-label="Banner siguiente"
            >
              <Icon name="chevron-right" />
            </button>
          </div>
        </div>
      )}
    </section>
  );
}

interface BannerPictureProps {
  slide: BannerSlide;
  /** The first banner: the page's most prominent picture. */
  priority: boolean;
  /**
   * The banner in front and the one peeking beside it load at once; each later one is asked for when it becomes the
   * next, so it has arrived by the time it slides in.
   */
  eager: boolean;
}

function BannerPicture({ slide, priority, eager }: BannerPictureProps) {
  const image = slide.tall ?? slide.wide;
  const picture = (
    <picture>
      {slide.tall && (
        <source
          media="(min-width: 768px)"
          srcSet={slide.wide.src}
          width={slide.wide.width}
          height={slide.wide.height}
        />
      )}
      <img
        src={image.src}
        width={image.width}
        height={image.height}
        alt={slide.alt}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding={priority ? 'sync' : 'async'}
      />
    </picture>
  );
  const className = 'banner-carousel__link';
  return /^https?:\/\//.test(slide.url) ? (
    <ExternalLink href={slide.url} className={className} hint="spoken">
      {picture}
    </ExternalLink>
  ) : (
    <Link to={slide.url} className={className} prefetch="intent">
      {picture}
    </Link>
  );
}
