import { COMPARE_UNITS_MAX } from '#domain/catalogue/unit-compare';
import { ButtonLink, type ButtonVariant } from '../../components/button';
import { comparePath } from './compare-path';

interface CompareLinkProps {
  /** The stock units to compare, in order; at most COMPARE_UNITS_MAX are taken. */
  ids: readonly number[];
  variant?: ButtonVariant;
  className?: string;
}

/**
 * 'Comparar' to the compare page of these units (docs/product.md §2 compare units), with how many there are: a page
 * that lets a buyer pick units (the favourites, the stock search) puts it beside them. Nothing with fewer than two.
 */
export function CompareLink({ ids, variant = 'secondary', className }: CompareLinkProps) {
  const count = Math.min(new Set(ids).size, COMPARE_UNITS_MAX);
  if (count < 2) return null;
  return (
    <ButtonLink to={comparePath(ids)} variant={variant} className={className}>
      Comparar ({count})
    </ButtonLink>
  );
}
