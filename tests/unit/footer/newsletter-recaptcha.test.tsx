// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NewsletterForm } from '@/components/newsletter/newsletter-form';
import { claimRecaptchaSiteKey } from '@/components/forms/site-key-guard';
import { NEWSLETTER_CAPTCHA_ACTION } from '@/lib/newsletter/contract';
import { messages } from '@/components/newsletter/newsletter-form.messages';
import { renderIsland } from '@/tests/helpers/render';

// A stand-in for the library: records the key it was mounted with and executes at once.
const recaptcha = vi.hoisted(() => ({
  mountedWith: [] as string[],
  execute: vi.fn(async (action: string) => `token-for-${action}`),
}));
vi.mock('react-google-recaptcha-v3', () => ({
  GoogleReCaptchaProvider: ({
    reCaptchaKey,
    children,
  }: {
    reCaptchaKey: string;
    children: ReactNode;
  }) => {
    recaptcha.mountedWith.push(reCaptchaKey);
    return children;
  },
  useGoogleReCaptcha: () => ({ executeRecaptcha: recaptcha.execute }),
}));

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  recaptcha.mountedWith.length = 0;
  recaptcha.execute.mockClear();
  fetchMock.mockReset().mockResolvedValue(Response.json({ status: 'subscribed', message: 'ok' }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function setup() {
  renderIsland(<NewsletterForm siteKey="site-key-1" />, messages);
  return screen.getByRole('textbox', { name: 'Email address' });
}

describe('Newsletter form with reCAPTCHA', () => {
  it('loads reCAPTCHA only once the form is focused, then posts its token', async () => {
    const email = setup();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(recaptcha.mountedWith).toEqual([]);

    const user = userEvent.setup();
    await user.click(email);
    await waitFor(() => expect(recaptcha.mountedWith).toContain('site-key-1'));

    await user.type(email, 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await screen.findByRole('status');
    expect(recaptcha.execute).toHaveBeenCalledWith(NEWSLETTER_CAPTCHA_ACTION);
    const body = JSON.parse(String(fetchMock.mock.calls[0]![1]?.body));
    expect(body).toEqual({
      email: 'ada@example.com',
      googleReCaptchaToken: `token-for-${NEWSLETTER_CAPTCHA_ACTION}`,
    });
  });

  it('refuses to load with another site key than the one already on the page', async () => {
    const release = claimRecaptchaSiteKey('someone-elses-key');
    try {
      const email = setup();
      const user = userEvent.setup();
      await user.type(email, 'ada@example.com');
      await user.click(screen.getByRole('button', { name: 'Subscribe' }));
      await screen.findByRole('alert');
      expect(recaptcha.mountedWith).toEqual([]);
      expect(fetchMock).not.toHaveBeenCalled();
    } finally {
      release();
    }
  });
});
