export { financingEditing } from './financing';
export { promotionEditing } from './promotion-records';
export { usedGuideEditing } from './used-guide';
