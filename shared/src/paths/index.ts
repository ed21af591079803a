export * from './app-paths';
export * from './issuance-area-paths';
