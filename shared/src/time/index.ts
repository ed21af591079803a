export * from './business-dates';
