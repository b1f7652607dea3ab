import { type ComponentType, lazy } from 'react';

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
