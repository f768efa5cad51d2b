export * from '@/lib/decimal';
