import type { AxeCase } from './axe-case';

/** The catalogue pages and their states that axe checks (a11y.spec.ts). */
export const CATALOGUE_AXE_CASES: readonly AxeCase[] = [];
