export * from './platform';
export * from './salesrep-mapping';
export * from './structure';
