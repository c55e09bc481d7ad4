export * from './platform';
export * from './structure';
