// Moving onto lib/providers/kit: removed once every adapter imports ./contract.
export * from './contract';
