import './components.css';

/** docs/product.md §2 shared piece: a spinner with an optional message, announced politely to screen readers. */
export function Loader({ message, className }: { message?: string; className?: string }) {
  return (
    <div role="status" className={className ? `loader ${className}` : 'loader'}>
      <span className="loader__spinner" aria-hidden="true" />
      {message ? <p className="loader__message">{message}</p> : <span className="sr-only">Cargando…</span>}
    </div>
  );
}
