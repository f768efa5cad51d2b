export * from '../../kit/cache';
