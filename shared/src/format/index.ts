export * from './number';
export * from './money';
export * from './date';
