import type { AnchorHTMLAttributes, ComponentPropsWithRef, ReactNode } from 'react';
import { ExternalLink } from './external-link';
import { Link } from './link';
import './components.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonSize = 'md' | 'sm';

/** The class list shared by buttons and button-looking links, so both read as the same control. */
export function buttonClass(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  extra?: string,
): string {
  return ['btn', `btn--${variant}`, `btn--${size}`, extra].filter(Boolean).join(' ');
}

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** docs/product.md §2 shared piece: a button. `type` defaults to "button" so a button inside a form never submits by accident. */
export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, size, className)} {...props} />;
}

export interface ButtonLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  /** Another site: opens in a new tab. */
  external?: boolean;
  variant?: ButtonVariant;
  size?: ButtonSize;
  children: ReactNode;
}

/** A link that looks like a button: a route of the site, or another site opened in a new tab. */
export function ButtonLink({ to, external, variant, size, className, children, ...props }: ButtonLinkProps) {
  const classes = buttonClass(variant, size, className);
  if (external) {
    return (
      <ExternalLink href={to} className={classes} {...props}>
        {children}
      </ExternalLink>
    );
  }
  return (
    <Link to={to} prefetch="intent" className={classes} {...props}>
      {children}
    </Link>
  );
}
