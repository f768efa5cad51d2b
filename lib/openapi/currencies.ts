import { listCurrenciesOperation } from '@/lib/catalogue/contract';
import { describeOperation } from './operation';

// GET /api/v1/currencies
export const listCurrenciesDoc = describeOperation({
  operation: listCurrenciesOperation,
  tag: 'Currencies',
  summary: 'Every currency (asset on a network) that can be swapped',
  success: {
    description: 'The catalogue and the reference-price source',
    content: { 'application/json': 'Currencies' },
  },
});
