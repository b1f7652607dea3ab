import type { ReactNode } from 'react';
import { ExternalLink } from './external-link';
import { Link } from './link';
import './components.css';

interface ArrowLinkProps {
  to: string;
  /** Another site: opens in a new tab. */
  external?: boolean;
  className?: string;
  children: ReactNode;
}

/** docs/product.md §2 shared piece: a text link followed by an arrow ("Ver todos →"). Colour follows the enclosing theme. */
export function ArrowLink({ to, external, className, children }: ArrowLinkProps) {
  const classes = className ? `arrow-link ${className}` : 'arrow-link';
  if (external) {
    return (
      <ExternalLink href={to} className={classes}>
        <span>{children}</span>
      </ExternalLink>
    );
  }
  return (
    <Link to={to} prefetch="intent" className={classes}>
      <span>{children}</span>
    </Link>
  );
}
