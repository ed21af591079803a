export * from './customization-admin.schemas';
export * from './customization-draft';
export * from './custom-css';
