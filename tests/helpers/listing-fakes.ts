import type { ExchangeProvider } from '@/lib/providers/exchange/contract';

/** A provider that lists exactly these codes (both ways), at a floating rate; `broken` throws. */
export function lister(id: string, codes: string[] | 'broken'): ExchangeProvider {
  return {
    info: {
      id,
      name: id,
      sandbox: false,
      kyc: 'none',
      rating: 4,
      eta: { min: 5, max: 30 },
      website: '',
      rateTypes: ['floating'],
      reverse: false,
    },
    supports: async (from, to) => {
      if (codes === 'broken') throw new Error('list unavailable');
      return codes.includes(from.code) && codes.includes(to.code);
    },
    range: () => Promise.reject(new Error('unused')),
    quote: () => Promise.reject(new Error('unused')),
    createSwap: () => Promise.reject(new Error('unused')),
    getSwap: () => Promise.reject(new Error('unused')),
  };
}
