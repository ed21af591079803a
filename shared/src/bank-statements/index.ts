export * from './bank-statements.schemas';
