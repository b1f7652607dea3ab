import { MAX_DEPOSIT_ARS, MIN_DEPOSIT_ARS } from '../operation/deposit';
import { formatNumber } from '../shared/numbers';

// Each brand's deposit as the site's settings edit it (docs/product.md §D1): apart from the site's records, whose pages
// never show it.

/** A brand's deposit field in the deposits' form. */
export const depositField = (brandId: number) => `deposit_${brandId}`;

export const DEPOSIT_MESSAGE = `La seña tiene que ser un monto en pesos, sin centavos, de $ ${formatNumber(MIN_DEPOSIT_ARS)} a $ ${formatNumber(MAX_DEPOSIT_ARS)}. Dejala vacía para usar la de siempre.`;
