export * from '../../kit/time';
