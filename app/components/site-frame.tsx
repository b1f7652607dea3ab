/** Every page's `<main>` carries this id, so the skip link lands on the content. */
export const MAIN_CONTENT_ID = 'contenido';

export function SkipLink() {
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
      Saltar al contenido
    </a>
  );
}
