export * from './earnings.schemas';
