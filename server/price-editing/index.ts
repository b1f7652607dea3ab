export { financingEditing } from './financing';
export { promotionEditing } from './promotions';
