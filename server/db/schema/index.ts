export * from './platform';
export * from './reference';
export * from './salesrep-mapping';
export * from './structure';
