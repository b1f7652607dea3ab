import './components.css';

/** A unit's colour as a small dot before its name; the name says it to screen readers, so the dot is hidden from them. */
export function ColorSwatch({ hex }: { hex: string }) {
  return <span className="color-swatch" style={{ background: hex }} aria-hidden="true" />;
}
