export * from '../../kit/native';
