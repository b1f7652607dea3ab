import { Link } from '../../components/link';
import type { NewsCardData } from './news-view';
import './news.css';

interface NewsCardProps {
  item: NewsCardData;
  /** The card's title level: 2 on the news list, 3 under a section heading (home, the next-news block). */
  headingLevel?: 2 | 3;
  /** Cards in the first visible row load their picture at once; the rest wait until scrolled near. */
  eager?: boolean;
}

/** A news item as the list shows it (docs/product.md §2): picture, type, brand, date, title and a 500-character excerpt. */
export function NewsCard({ item, headingLevel = 2, eager = false }: NewsCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={`card card--link card--lift news-card theme-${item.styleKey}`}>
      {item.image && (
        <div className="news-card__media">
          <img
            className="card__picture"
            src={item.image.path}
            alt={item.image.alt ?? ''}
            width={item.image.width}
            height={item.image.height}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        </div>
      )}
      <div className="news-card__body">
        <p className="news-card__meta">
          <span className="news-card__type">{item.type}</span>
          <span className="news-card__brand">{item.brand}</span>
          <time className="news-card__date" dateTime={item.date}>
            {item.dateText}
          </time>
        </p>
        <Heading className="card__title news-card__title">
          {/* The link covers the whole card (CSS), so its text stays just the title. */}
          <Link to={item.path} className="card__link" prefetch="intent">
            {item.title}
          </Link>
        </Heading>
        <p className="news-card__excerpt">{item.excerpt}</p>
        <span className="news-card__more" aria-hidden="true">
          Leer más
        </span>
      </div>
    </article>
  );
}
