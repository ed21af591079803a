export * from './notifications.schemas';
