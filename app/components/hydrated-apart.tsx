import { type ReactNode, Suspense } from 'react';

/**
 * A part of a page that React hydrates on its own, after the rest: the server renders it with its page, and in the
 * browser React first hydrates what lies outside every such part (the header, what the first screen needs to answer a
 * tap), then each part in a pass of its own when the browser has nothing more urgent to do. A tap on a part not yet
 * hydrated hydrates it first and is then handled. So no long task hydrates a whole page at once
 * (docs/decisions/0090). Nothing here ever suspends while hydrating, so the fallback is never shown for server HTML.
 */
export function HydratedApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
