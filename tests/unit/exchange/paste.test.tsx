// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CheckoutStep } from '@/components/exchange/checkout/checkout-step';
import { clipboardReader, pasteInto } from '@/components/exchange/checkout/paste';
import { messages } from '@/components/exchange/swap-flow.messages';
import { renderIsland } from '@/tests/helpers/render';
import { ALPHA, CURRENCIES, offer } from './fixtures';

// Step 2's Paste buttons: the clipboard's text goes into the field as typing would put it there
// (so the live check and react-hook-form see it), only where the browser can read the
// clipboard, and a refused read is said in the field's note.

vi.mock('@/lib/i18n/navigation', () => ({
  useRouter: () => ({ replace: vi.fn(), push: vi.fn() }),
  Link: ({ href, children }: { href: string; children: ReactNode }) => (
    <a href={href}>{children}</a>
  ),
}));

const ETH_ADDRESS = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045';
const refused = () =>
  Promise.reject(new DOMException('Read permission denied.', 'NotAllowedError'));

/** The browser's clipboard, as this test wants it (undefined: a browser without one). */
function setClipboard(clipboard: Partial<Clipboard> | undefined) {
  Object.defineProperty(window.navigator, 'clipboard', { value: clipboard, configurable: true });
}

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('pasteInto', () => {
  function field() {
    document.body.innerHTML = '<input id="f" value="old">';
    const input = document.getElementById('f') as HTMLInputElement;
    const typed = vi.fn((event: Event) => (event.target as HTMLInputElement).value);
    input.addEventListener('input', typed);
    return { input, typed };
  }

  it('replaces the value with the clipboard text, as an input event, without the spaces a copy brings', async () => {
    const { input, typed } = field();
    expect(await pasteInto(input, { readText: async () => ` ${ETH_ADDRESS}\n` })).toBe('pasted');
    expect(input.value).toBe(ETH_ADDRESS);
    expect(typed).toHaveBeenCalledTimes(1);
    expect(typed.mock.results[0]?.value).toBe(ETH_ADDRESS);
  });

  it('keeps the value when the clipboard holds no text or the read is refused', async () => {
    const { input, typed } = field();
    expect(await pasteInto(input, { readText: async () => '  ' })).toBe('empty');
    expect(await pasteInto(input, { readText: refused })).toBe('refused');
    expect(input.value).toBe('old');
    expect(typed).not.toHaveBeenCalled();
  });

  it('finds a reader only where the Clipboard read API exists', () => {
    expect(clipboardReader({})).toBeNull();
    expect(clipboardReader({ clipboard: { writeText: async () => {} } })).toBeNull();
    const clipboard = { readText: async () => '' };
    expect(clipboardReader({ clipboard })).toBe(clipboard);
  });
});

describe('Paste buttons in step 2', () => {
  function renderStep(to = 'eth') {
    renderIsland(
      <CheckoutStep
        offer={offer(ALPHA, '1.5')}
        selection={{ from: 'btc', to, amount: '0.1', rateType: 'floating' }}
        currencies={CURRENCIES}
        offersPhase="done"
        onBack={() => {}}
        onRequote={() => {}}
      />,
      messages,
    );
  }

  it('pastes the payout address and checks it as typing would', async () => {
    const user = userEvent.setup();
    setClipboard({ readText: async () => `${ETH_ADDRESS}\n` });
    renderStep();
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: /Your ETH address on/ });
    await user.click(screen.getByRole('button', { name: 'Paste: payout address' }));
    await waitFor(() => expect(field.value).toBe(ETH_ADDRESS));
    expect(await screen.findByText('Valid Ethereum address.')).toBeTruthy();
    expect(document.activeElement).toBe(field);
    // The refund address has its own (its field named in the button's own words).
    expect(screen.getByRole('button', { name: 'Paste: refund address' })).toBeTruthy();
  });

  it('pastes the destination tag of an XRP payout', async () => {
    const user = userEvent.setup();
    setClipboard({ readText: async () => '12345' });
    renderStep('xrp');
    await user.click(screen.getByRole('button', { name: 'Paste: memo or destination tag' }));
    await waitFor(() =>
      expect(
        screen.getByRole<HTMLInputElement>('textbox', { name: /^Destination tag/ }).value,
      ).toBe('12345'),
    );
  });

  it('says in the field’s note when the browser refused the read, until the field changes', async () => {
    const user = userEvent.setup();
    setClipboard({ readText: refused });
    renderStep();
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: /Your ETH address on/ });
    await user.click(screen.getByRole('button', { name: 'Paste: payout address' }));
    const note = await screen.findByText(/The browser did not allow reading the clipboard\./);
    // The note is the field's description: a screen reader reads it with the focus.
    expect(field.getAttribute('aria-describedby')).toBe(note.id);
    expect(document.activeElement).toBe(field);
    expect(field.value).toBe('');
    await user.type(field, '0x');
    expect(screen.queryByText(/The browser did not allow reading the clipboard\./)).toBeNull();
  });

  it('shows no Paste button where the browser cannot read the clipboard', async () => {
    userEvent.setup();
    setClipboard({ writeText: async () => {} });
    renderStep();
    expect(await screen.findByRole('textbox', { name: /Your ETH address on/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Paste/ })).toBeNull();
  });
});
