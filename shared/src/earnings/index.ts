export * from './earnings.schemas';
export * from './split-distribution';
