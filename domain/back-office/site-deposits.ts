import { MAX_DEPOSIT_ARS, MIN_DEPOSIT_ARS } from '../operation/deposit';
import { formatMoney } from '../shared/money';

// Each brand's deposit as the site's settings edit it (docs/product.md §D1): apart from the site's records, whose pages
// never show it.

/** A brand's deposit field in the deposits' form. */
export const depositField = (brandId: number) => `deposit_${brandId}`;

export const DEPOSIT_MESSAGE = `La seña tiene que ser un monto en pesos, sin centavos, de ${formatMoney(MIN_DEPOSIT_ARS, 'ars')} a ${formatMoney(MAX_DEPOSIT_ARS, 'ars')}. Dejala vacía para usar la de siempre.`;
