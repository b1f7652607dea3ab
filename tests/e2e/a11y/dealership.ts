import type { AxeCase } from './axe-case';

/** The dealership pages and their states that axe checks (a11y.spec.ts). */
export const DEALERSHIP_AXE_CASES: readonly AxeCase[] = [];
