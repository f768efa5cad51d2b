import { describe, expect, it } from 'vitest';
import { ProviderError } from '@/lib/providers/exchange/errors';
import { errorBody } from '@/lib/api/response';
import { providerErrorToApi } from '@/lib/swaps/errors';

// A provider's refusal of a swap in our API's words: the status comes from the error table, and
// the range the provider named reaches the client as fields.min / fields.max (docs/api.md).

async function answer(error: ProviderError) {
  const { status, body } = await errorBody(providerErrorToApi(error), 'en');
  return { status, error: body.error };
}

describe('providerErrorToApi', () => {
  it('sends the minimum a provider named with amount_too_low', async () => {
    const refused = new ProviderError('changenow', 'amount_too_low', 'too low', { min: '0.002' });
    expect(await answer(refused)).toMatchObject({
      status: 422,
      error: { code: 'amount_too_low', fields: { amount: 'amount_too_low', min: '0.002' } },
    });
  });

  it('sends the maximum a provider named with amount_too_high', async () => {
    const refused = new ProviderError('changelly', 'amount_too_high', 'too high', { max: '7' });
    expect(await answer(refused)).toMatchObject({
      status: 422,
      error: { code: 'amount_too_high', fields: { amount: 'amount_too_high', max: '7' } },
    });
  });

  it('sends no limit the provider did not name', async () => {
    const refused = new ProviderError('exolix', 'amount_too_low', 'too low');
    expect((await answer(refused)).error.fields).toEqual({ amount: 'amount_too_low' });
  });
});
