export * from './payouts.schemas';
