export * from './users-admin.schemas';
