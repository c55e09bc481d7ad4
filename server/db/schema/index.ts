export * from './labels';
export * from './location';
export * from './platform';
export * from './reference';
export * from './sales-assignment';
export * from './salesrep-mapping';
export * from './structure';
export * from './target';
