/**
 * Where the visit's source is kept in sessionStorage (docs/decisions/0064): written by ./remember-visit.ts, which the
 * site frame runs, read by ./sent-visit-source.ts, which only the forms load. Apart from both, so the frame's shared
 * code does not carry the reader to every page (docs/decisions/0056).
 */
export const VISIT_KEY = 'origen';
