export { MONEY_PATTERN, ZERO_MONEY, fromCents, isMoney, moneySchema, toCents, toMoney, type Money } from './amount';
export * from './arithmetic';
export * from './fees';
export * from './split';
export * from './format';
