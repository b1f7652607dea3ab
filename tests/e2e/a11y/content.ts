import type { AxeCase } from './axe-case';

/** The content pages and their states that axe checks (a11y.spec.ts). */
export const CONTENT_AXE_CASES: readonly AxeCase[] = [];
