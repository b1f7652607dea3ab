/**
 * docs/product.md §8: shown when a used vehicle can't be quoted (and only then, docs/product.md §D7). A module of its
 * own: the used-vehicle step shows it without loading the rest of the operation's messages.
 */
export const VALUATION_FAILED_MESSAGE = 'No pudimos realizar la cotización de tu vehículo.';
