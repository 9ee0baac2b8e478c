/** Readiness (issue 26, decision 0036): the item-response model, calibration, ability, forms, scales. */
export * from './ability';
export * from './adaptive';
export * from './calibrate';
export * from './calibration';
export * from './diagnostic';
export * from './forms';
export * from './grid';
export * from './peers';
export * from './rasch';
export * from './readiness';
export * from './scales';
export * from './study-next';
export * from './study-plan';
export * from './target';
