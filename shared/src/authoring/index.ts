export * from './authoring.schemas';
