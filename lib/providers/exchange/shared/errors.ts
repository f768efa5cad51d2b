export * from '../../kit/classify';
