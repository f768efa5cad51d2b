// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createTranslator } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConsentPanel } from '@/components/layout/consent/consent-panel';
import { consentCopy } from '@/components/layout/consent/consent-copy';
import { OPEN_COOKIE_SETTINGS_EVENT } from '@/lib/consent/events';
import type { Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages';

// The client island of the cookie banner, with the copy the server component translates for it.
// Whether CSS hides it is proven in e2e (e2e/shell-consent.spec.ts); here: the marks it sets.

function renderPanel(locale: Locale = 'en') {
  const file = path.resolve(__dirname, '../../../messages', `${locale}.json`);
  const messages = JSON.parse(readFileSync(file, 'utf8')) as Messages;
  const t = createTranslator({ locale, messages, namespace: 'Consent' });
  return render(
    <ConsentPanel copy={consentCopy(t)}>
      <h2>{t('title')}</h2>
    </ConsentPanel>,
  );
}

class NoopResizeObserver {
  observe() {}
  disconnect() {}
  unobserve() {}
}

const consentCookie = () =>
  document.cookie
    .split('; ')
    .find((pair) => pair.startsWith('cookie_preferences='))
    ?.split('=')[1];

const updates = () =>
  (window.dataLayer ?? [])
    .map((entry) => Array.from(entry as ArrayLike<unknown>))
    .filter((entry) => entry[0] === 'consent');

const region = (name = 'Cookie consent') => screen.getByRole('region', { name });
const storedMark = () => document.documentElement.getAttribute('data-consent');
const reopened = () => region().hasAttribute('data-open');

describe('ConsentPanel', () => {
  beforeEach(() => {
    vi.stubGlobal('ResizeObserver', NoopResizeObserver);
    document.cookie = 'cookie_preferences=; Max-Age=0; Path=/';
    document.documentElement.removeAttribute('data-consent');
    delete window.dataLayer;
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('asks in a labelled region with the server text and three equal first-layer answers', () => {
    renderPanel();
    const panel = region();
    expect(within(panel).getByRole('heading', { name: 'Cookies on this site' })).toBeTruthy();
    const accept = within(panel).getByRole('button', { name: 'Accept all' });
    const decline = within(panel).getByRole('button', { name: 'Decline' });
    expect(accept.className).toBe(decline.className);
    expect(within(panel).getByRole('button', { name: 'Cookie settings' })).toBeTruthy();
    expect(reopened()).toBe(false);
  });

  it('answers through a form that posts without JavaScript, and never posts once hydrated', async () => {
    renderPanel();
    const accept = screen.getByRole<HTMLButtonElement>('button', { name: 'Accept all' });
    const decline = screen.getByRole<HTMLButtonElement>('button', { name: 'Decline' });
    const form = accept.form;
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('/apiglobal/consent');
    expect([accept, decline].map((b) => [b.type, b.name, b.value])).toEqual([
      ['submit', 'choice', 'all'],
      ['submit', 'choice', 'none'],
    ]);
    expect(decline.form).toBe(form);
    const submitted = vi.fn((event: Event) => event.preventDefault());
    form?.addEventListener('submit', submitted);
    await userEvent.click(decline);
    expect(submitted).not.toHaveBeenCalled();
    expect(consentCookie()).toBe('1_false_2_false_3_false');
  });

  it('settings: Save posts the switches as fields and does not look like Accept all', async () => {
    renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Cookie settings' }));
    await userEvent.click(
      await screen.findByRole('switch', { name: 'Performance and analytics cookies' }),
    );
    const save = screen.getByRole<HTMLButtonElement>('button', { name: 'Save settings' });
    const accept = screen.getByRole<HTMLButtonElement>('button', { name: 'Accept all' });
    expect(save.className).not.toBe(accept.className);
    expect([save.type, save.name, save.value]).toEqual(['submit', 'choice', 'custom']);
    const fields = Object.fromEntries(new FormData(save.form!));
    expect(fields).toEqual({ analytics: 'true', targeting: 'false', functional: 'false' });
  });

  it('Accept all stores every category, marks the choice stored and grants consent', async () => {
    renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(consentCookie()).toBe('1_true_2_true_3_true');
    expect(storedMark()).toBe('stored');
    expect(reopened()).toBe(false);
    expect(screen.getByRole('status').textContent).toBe('Your cookie choices have been saved.');
    expect(updates().at(-1)?.[2]).toMatchObject({
      analytics_storage: 'granted',
      ad_storage: 'granted',
    });
  });

  it('Decline stores every category as refused', async () => {
    renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(consentCookie()).toBe('1_false_2_false_3_false');
    expect(storedMark()).toBe('stored');
    expect(updates().at(-1)?.[2]).toMatchObject({ analytics_storage: 'denied' });
  });

  it('settings: four categories, necessary without a switch, none ticked, back returns', async () => {
    renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Cookie settings' }));
    const heading = await screen.findByRole('heading', { name: 'Cookie settings' });
    expect(heading).toBe(document.activeElement);
    const triggers = screen.getAllByRole('button', { expanded: false });
    expect(triggers.map((trigger) => trigger.textContent)).toEqual([
      'Strictly necessary cookies',
      'Performance and analytics cookies',
      'Targeting and advertising cookies',
      'Functional cookies',
    ]);
    const switches = screen.getAllByRole('switch');
    expect(switches.map((s) => s.getAttribute('aria-label'))).toEqual([
      'Performance and analytics cookies',
      'Targeting and advertising cookies',
      'Functional cookies',
    ]);
    expect(switches.every((s) => s.getAttribute('aria-checked') === 'false')).toBe(true);
    expect(screen.getByText('Always active')).toBeTruthy();
    // No close button before any choice: the visitor has to answer.
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();

    await userEvent.click(triggers[1]!);
    expect(screen.getByText(/Help us understand how visitors use the site/)).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: 'Cookie settings' })).toBe(document.activeElement);
  });

  it('Save settings stores exactly the chosen switches', async () => {
    renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Cookie settings' }));
    await userEvent.click(await screen.findByRole('switch', { name: 'Functional cookies' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(consentCookie()).toBe('1_false_2_false_3_true');
    expect(updates().at(-1)?.[2]).toMatchObject({
      analytics_storage: 'denied',
      functionality_storage: 'granted',
    });
  });

  it('reopens on the footer event with the stored values, closes with Escape, returns focus', async () => {
    document.cookie = 'cookie_preferences=1_true_2_false_3_true; Path=/';
    document.documentElement.setAttribute('data-consent', 'stored');
    render(<button type="button">Footer link</button>);
    renderPanel();
    const footerLink = screen.getByRole('button', { name: 'Footer link' });
    footerLink.focus();
    expect(reopened()).toBe(false);
    act(() => {
      window.dispatchEvent(new Event(OPEN_COOKIE_SETTINGS_EVENT));
    });
    await screen.findByRole('heading', { name: 'Cookie settings' });
    expect(reopened()).toBe(true);
    const checked = screen
      .getAllByRole('switch')
      .map((s) => [s.getAttribute('aria-label'), s.getAttribute('aria-checked')]);
    expect(checked).toEqual([
      ['Performance and analytics cookies', 'true'],
      ['Targeting and advertising cookies', 'false'],
      ['Functional cookies', 'true'],
    ]);
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(reopened()).toBe(false);
    expect(document.activeElement).toBe(footerLink);
    expect(consentCookie()).toBe('1_true_2_false_3_true');
  });

  it('withdraws consent from the reopened settings', async () => {
    document.cookie = 'cookie_preferences=1_true_2_true_3_true; Path=/';
    renderPanel();
    act(() => {
      window.dispatchEvent(new Event(OPEN_COOKIE_SETTINGS_EVENT));
    });
    for (const name of ['Performance and analytics cookies', 'Targeting and advertising cookies']) {
      await userEvent.click(await screen.findByRole('switch', { name }));
    }
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(consentCookie()).toBe('1_false_2_false_3_true');
    expect(reopened()).toBe(false);
    expect(updates().at(-1)?.[2]).toMatchObject({
      analytics_storage: 'denied',
      ad_storage: 'denied',
    });
  });

  it('speaks the page language', () => {
    renderPanel('de');
    expect(region('Cookie-Einwilligung')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Alle akzeptieren' })).toBeTruthy();
  });
});
