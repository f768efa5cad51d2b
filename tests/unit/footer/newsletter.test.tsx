// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NewsletterForm } from '@/components/newsletter/newsletter-form';
import { messages } from '@/components/newsletter/newsletter-form.messages';
import { renderIsland } from '@/tests/helpers/render';

const fetchMock = vi.fn<typeof fetch>();
const tracked: unknown[] = [];
const onTrack = (event: Event) => tracked.push((event as CustomEvent).detail);

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  tracked.length = 0;
  window.addEventListener('swaplens:track', onTrack);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.removeEventListener('swaplens:track', onTrack);
});

function setup() {
  renderIsland(<NewsletterForm />, messages);
  return {
    user: userEvent.setup(),
    email: () => screen.getByRole('textbox', { name: 'Email address' }) as HTMLInputElement,
    submit: () => screen.getByRole('button', { name: 'Subscribe' }),
  };
}

const answer = (status: number) =>
  new Response(JSON.stringify({ status: 'subscribed', message: 'ok' }), { status });

describe('Newsletter form', () => {
  it('marks an invalid address without sending anything, and editing clears the mark', async () => {
    const { user, email, submit } = setup();
    await user.type(email(), 'not an email');
    await user.click(submit());

    // The rule is the contract's, loaded on first focus or submit.
    expect(await screen.findByText(/Enter a valid email address/)).toBeTruthy();
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email());
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(email(), 'x');
    expect(email().getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText(/Enter a valid email address/)).toBeNull();
  });

  it('treats an empty address as invalid', async () => {
    const { user, email, submit } = setup();
    await user.click(submit());
    await waitFor(() => expect(email().getAttribute('aria-invalid')).toBe('true'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('goes from wait to loading to success, posting JSON in the page language', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    let finish: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const { user, email, submit } = setup();
    await user.type(email(), 'ada@example.com');
    await user.click(submit());

    const loading = await screen.findByRole('button', { name: 'Subscribing…' });
    expect(loading).toHaveProperty('disabled', true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/apiglobal/contact/subscribe');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Accept-Language')).toBe('en');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(init?.signal).toBeInstanceOf(AbortSignal);
    expect(timeout).toHaveBeenCalledWith(15_000);
    // No site key configured: the server skips the bot check, so no token is sent.
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'ada@example.com',
      googleReCaptchaToken: null,
    });

    finish(answer(200));
    const message = await screen.findByRole('status');
    expect(message.textContent).toContain('You are subscribed to the newsletter.');
    expect(document.activeElement).toBe(message);
    expect(tracked).toEqual([{ event: 'newsletter_submit', status: 'success' }]);
  });

  it('shows the error message for any failed answer and tracks the error', async () => {
    fetchMock.mockResolvedValue(answer(403));
    const { user, email, submit } = setup();
    await user.type(email(), 'ada@example.com');
    await user.click(submit());

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Please use a valid email address.');
    expect(tracked).toEqual([{ event: 'newsletter_submit', status: 'error' }]);
  });

  it('treats a network failure as an error too, without retrying', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { user, email, submit } = setup();
    await user.type(email(), 'ada@example.com');
    await user.click(submit());
    await screen.findByRole('alert');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['success', 200, 'status'],
    ['error', 500, 'alert'],
  ] as const)(
    'closing the %s message returns to wait with an empty field',
    async (_, code, role) => {
      fetchMock.mockResolvedValue(answer(code));
      const { user, email, submit } = setup();
      await user.type(email(), 'ada@example.com');
      await user.click(submit());
      await screen.findByRole(role);

      await user.click(screen.getByRole('button', { name: 'Close the message' }));
      expect(screen.queryByRole(role)).toBeNull();
      expect(email().value).toBe('');
      expect(email().getAttribute('aria-invalid')).toBeNull();
      expect(submit()).toHaveProperty('disabled', false);
      await waitFor(() => expect(document.activeElement).toBe(email()));
    },
  );
});
