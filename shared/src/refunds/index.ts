export * from './refunds.schemas';
