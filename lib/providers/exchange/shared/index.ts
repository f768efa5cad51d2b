export * from './cache';
export * from './decimal';
export * from './errors';
export * from './status';
