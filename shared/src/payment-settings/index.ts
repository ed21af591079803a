export * from './payment-settings.schemas';
