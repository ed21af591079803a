export * from './board.schemas';
