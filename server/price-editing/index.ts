export { promotionEditing } from './promotions';
