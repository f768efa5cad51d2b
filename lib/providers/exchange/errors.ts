// Moving onto lib/providers/kit: removed once every adapter imports ../kit/errors.
export * from '../kit/errors';
