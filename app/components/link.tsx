import { forwardRef } from 'react';
import {
  type LinkProps,
  type NavLinkProps,
  type NavLinkRenderProps,
  Link as RouterLink,
  NavLink as RouterNavLink,
  useLocation,
} from 'react-router';

/**
 * The site's links: React Router's `Link` and `NavLink` in the browser. On the server, a link to a plain path of the
 * site is written as React Router writes it, without the work only the browser uses (the click handler, prefetching
 * on intent, resolving the path against the route's matches): a page writes 40 to 60 links, and React Router's took
 * about a tenth of its render. Any other link (a relative path, an object, a mask) is React Router's own on the
 * server too. docs/decisions/0037.
 */

/**
 * An absolute path of plain segments (letters, digits, `-`, `_`, `~`, and dots in a name that is not `.` or `..`),
 * with an optional query: React Router writes it as it is. Each segment ends at its slash, so a path that is not plain
 * is told apart in one pass.
 */
const SEGMENT = String.raw`(?!\.\.?(?:[/?]|$))[\w.~-]+`;
const PLAIN_PATH = new RegExp(String.raw`^/(?:${SEGMENT}/)*(?:${SEGMENT})?(?:\?[^#\s]+)?$`);

/** What only React Router reads from a `<Link>`'s props: the rest are the anchor's attributes. */
const LINK_ONLY = new Set<string>([
  'to',
  'target',
  'onClick',
  'discover',
  'prefetch',
  'relative',
  'reloadDocument',
  'replace',
  'mask',
  'state',
  'preventScrollReset',
  'viewTransition',
  'defaultShouldRevalidate',
]);
/** What only `<NavLink>` reads, beside what it hands on to `<Link>` itself. */
const NAV_LINK_ONLY = new Set<string>([
  'aria-current',
  'caseSensitive',
  'className',
  'end',
  'style',
  'to',
  'children',
  'viewTransition',
]);

/**
 * The props but `left`, in their order. A loop, not `{ a, b, ...rest }`: with a dozen names left out, that copy took
 * about three quarters of a server link's time.
 */
function propsExcept<P extends object>(props: P, left: ReadonlySet<string>): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const key in props) if (!left.has(key)) kept[key] = props[key];
  return kept;
}

function isPlain(props: LinkProps): props is LinkProps & { to: string } {
  return (
    typeof props.to === 'string' &&
    PLAIN_PATH.test(props.to) &&
    props.relative === undefined &&
    props.mask === undefined &&
    (props.discover === undefined || props.discover === 'render')
  );
}

/** `<Link>` as the server writes it: the anchor's own attributes, then href, target and the route-discovery mark. */
export const ServerLink = /* @__PURE__ */ forwardRef<HTMLAnchorElement, LinkProps>(
  function ServerLink(props, ref) {
    if (!isPlain(props)) return <RouterLink ref={ref} {...props} />;
    return (
      <a {...propsExcept(props, LINK_ONLY)} href={props.to} target={props.target} data-discover="true" />
    );
  },
);

/** `<NavLink>` as the server writes it: active when the page's path is the link's, or below it unless `end`. */
export const ServerNavLink = /* @__PURE__ */ forwardRef<HTMLAnchorElement, NavLinkProps>(
  function ServerNavLink(props, ref) {
    const location = useLocation();
    if (!isPlain(props as LinkProps)) return <RouterNavLink ref={ref} {...props} />;
    const {
      'aria-current': ariaCurrent = 'page',
      caseSensitive = false,
      className = '',
      end = false,
      style,
      to,
      children,
    } = props;
    const rest = propsExcept(props, NAV_LINK_ONLY);
    let toPathname = (to as string).split('?')[0] as string;
    let pathname = location.pathname;
    if (!caseSensitive) {
      toPathname = toPathname.toLowerCase();
      pathname = pathname.toLowerCase();
    }
    const endSlash =
      toPathname !== '/' && toPathname.endsWith('/') ? toPathname.length - 1 : toPathname.length;
    const isActive =
      pathname === toPathname ||
      (!end && pathname.startsWith(toPathname) && pathname.charAt(endSlash) === '/');
    const state: NavLinkRenderProps = { isActive, isPending: false, isTransitioning: false };
    return (
      <ServerLink
        {...(rest as Omit<LinkProps, 'to'>)}
        aria-current={isActive ? ariaCurrent : undefined}
        className={
          typeof className === 'function'
            ? className(state)
            : [className, isActive ? 'active' : null].filter(Boolean).join(' ')
        }
        style={typeof style === 'function' ? style(state) : style}
        to={to}
      >
        {typeof children === 'function' ? children(state) : children}
      </ServerLink>
    );
  },
);

export const Link: typeof RouterLink = import.meta.env.SSR ? ServerLink : RouterLink;
export const NavLink: typeof RouterNavLink = import.meta.env.SSR ? ServerNavLink : RouterNavLink;
