import { type ComponentType, lazy, memo, type ReactNode, Suspense } from 'react';
import { Loader } from './loader';

function LoadFailed() {
  return <p role="alert">No pudimos cargar este contenido. Revisá tu conexión y probá de nuevo.</p>;
}

/**
 * A component loaded on demand (render it inside a Suspense boundary); a failed download shows a message in its place
 * instead of taking the page down.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(() =>
    load().then(
      (Component) => ({ default: Component }),
      (error: unknown) => {
        console.error(error);
        return { default: LoadFailed as ComponentType<P> };
      },
    ),
  );
}

/**
 * A part the server renders with the rest of its page and whose code the browser loads after the page's own: the
 * server's HTML stays in place (its links and forms work without scripts) until the code arrives, so the part is not
 * in the page's first load (the script budget, docs/decisions/0056). `fallback` shows while the code downloads after a
 * navigation in the browser: the loader, unless the part has nothing to show meanwhile (`null`).
 *
 * Until its code arrives, the part must not receive new props in an urgent update: React would then drop the server's
 * HTML for the fallback (a form the visitor was about to use would vanish). So the part renders again only when its
 * props change (shallowly), and a page changes them inside `startTransition`, which keeps the server's HTML meanwhile.
 */
export function laterPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = <Loader />,
) {
  const Part = lazyPart(load);
  // biome-ignore lint/correctness/noComponentHookFactories: called once per module when it loads, never while rendering.
  return memo(function Later(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Part {...props} />
      </Suspense>
    );
  });
}
