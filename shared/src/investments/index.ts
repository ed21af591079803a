export * from './investments.schemas';
