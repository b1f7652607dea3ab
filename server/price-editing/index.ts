export { financingEditing } from './financing';
export { promotionEditing } from './promotions';
export { usedGuideEditing } from './used-guide';
