/**
 * Brings a section of the page into view and moves keyboard focus to it, so the next Tab continues from there.
 * Smooth unless the visitor asked for reduced motion; the target needs tabIndex={-1}.
 */
export function scrollToSection(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduced ? 'instant' : 'smooth', block: 'start' });
  // preventScroll: focusing would otherwise jump straight to the target and cut the smooth scroll short.
  target.focus({ preventScroll: true });
}
