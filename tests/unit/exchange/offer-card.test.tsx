// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { OfferCard } from '@/components/exchange/offers/offer-card';
import type { Offer } from '@/lib/rates/types';
import { ALPHA, offer } from './fixtures';
import { messages } from '@/components/exchange/swap-flow.messages';
import { renderIsland } from '@/tests/helpers/render';

// The fee details behind the "Fees included" line of an offer card: a tooltip a pointer, a finger
// or the keyboard opens, and that a screen reader reads as the button's description.

afterEach(cleanup);

function renderCard(subject: Offer) {
  renderIsland(
    <ul>
      <OfferCard
        offer={subject}
        tickers={{ from: 'BTC', to: 'ETH' }}
        best={false}
        now={0}
        disabled={false}
        onChoose={() => {}}
      />
    </ul>,
    messages,
  );
  return screen.getByRole('button', { name: 'Fee details' });
}

/** The text a screen reader announces as the button's description. */
const description = (button: HTMLElement) =>
  (button.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

describe('offer fee details', () => {
  it('itemises the network fee and says the provider fee and spread are in the rate', () => {
    const button = renderCard(offer(ALPHA, '1.5', { networkFee: '0.0012' }));
    expect(description(button)).toBe(
      "The provider's fee and its exchange spread are included in the rate. " +
        'Network fee: 0.0012 ETH, already deducted from the amount you get.',
    );
  });

  it('says the network fee is deducted when the provider does not name it', () => {
    const button = renderCard(offer(ALPHA, '1.5', { networkFee: null }));
    expect(description(button)).toContain(
      'The network fee is already deducted from the amount you get.',
    );
  });

  it('opens on keyboard focus and closes with Escape', async () => {
    const user = userEvent.setup();
    const button = renderCard(offer(ALPHA, '1.5'));
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.tab();
    expect(document.activeElement).toBe(button);
    expect(screen.getByRole('tooltip').textContent).toContain('Network fee: 0.0012 ETH');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('opens on click, so a touch screen can read it too', async () => {
    const user = userEvent.setup();
    await user.click(renderCard(offer(ALPHA, '1.5')));
    expect(screen.getByRole('tooltip')).toBeTruthy();
  });
});
