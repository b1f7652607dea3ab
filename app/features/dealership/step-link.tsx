import type { MouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { buttonClass } from '../../components/button';
import { Link } from '../../components/link';

/**
 * The addresses of the reservation's steps an operation's pages link to. The loader sends them with the page
 * (load-dealership.server.ts), so the steps load no path builders: the step pages are the heaviest of the reservation,
 * and each first visit must stay within 120 KB (docs/decisions/0011).
 */
export interface StepLinks {
  paymentMode: string;
  usedVehicle: string;
  credit: string;
  personalData: string;
  review: string;
  payment: string;
}

interface StepLinkProps {
  to: string;
  /** Sends what the page still has to save; the link is followed once it is saved. */
  flush: () => Promise<boolean>;
  variant?: 'primary' | 'secondary' | 'ghost' | 'link';
  className?: string;
  children: ReactNode;
}

/** A link to another step that saves the page's pending changes first, so the next step loads them. */
export function StepLink({ to, flush, variant = 'link', className, children }: StepLinkProps) {
  const navigate = useNavigate();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void flush().then(() => navigate(to));
  };
  const classes = variant === 'link' ? className : buttonClass(variant, 'md', className);
  return (
    <Link to={to} onClick={follow} className={classes}>
      {children}
    </Link>
  );
}
