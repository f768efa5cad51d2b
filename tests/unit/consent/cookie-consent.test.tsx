// @vitest-environment jsdom
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CookieConsent } from '@/components/layout/consent/cookie-consent';
import { OPEN_COOKIE_SETTINGS_EVENT } from '@/lib/consent/events';
import { messages } from '@/components/layout/consent/cookie-consent.messages';
import type { Locale } from '@/lib/i18n/locales';
import { renderIsland } from '@/tests/helpers/render';

const renderConsent = (ui: ReactElement, locale?: Locale) => renderIsland(ui, messages, { locale });

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

describe('CookieConsent', () => {
  beforeEach(() => {
    vi.stubGlobal('ResizeObserver', NoopResizeObserver);
    document.cookie = 'cookie_preferences=; Max-Age=0; Path=/';
    delete window.dataLayer;
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('asks a first-time visitor in a labelled region with three equal first-layer answers', async () => {
    renderConsent(<CookieConsent />);
    const region = screen.getByRole('region', { name: 'Cookie consent' });
    const accept = within(region).getByRole('button', { name: 'Accept all' });
    const decline = within(region).getByRole('button', { name: 'Decline' });
    expect(accept.className).toBe(decline.className);
    expect(within(region).getByRole('button', { name: 'Cookie settings' })).toBeTruthy();
    expect(within(region).getByRole('link', { name: 'Cookie policy' }).getAttribute('href')).toBe(
      '/cookie-policy',
    );
  });

  it('stays hidden when a choice is stored', async () => {
    document.cookie = 'cookie_preferences=1_false_2_false_3_false; Path=/';
    renderConsent(<CookieConsent />);
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
  });

  it('Accept all stores every category and grants consent', async () => {
    renderConsent(<CookieConsent />);
    await userEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(consentCookie()).toBe('1_true_2_true_3_true');
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Your cookie choices have been saved.');
    expect(updates().at(-1)?.[2]).toMatchObject({
      analytics_storage: 'granted',
      ad_storage: 'granted',
    });
  });

  it('Decline stores every category as refused', async () => {
    renderConsent(<CookieConsent />);
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(consentCookie()).toBe('1_false_2_false_3_false');
    expect(updates().at(-1)?.[2]).toMatchObject({ analytics_storage: 'denied' });
  });

  it('settings: four categories, necessary without a switch, none ticked, back returns', async () => {
    renderConsent(<CookieConsent />);
    await userEvent.click(screen.getByRole('button', { name: 'Cookie settings' }));
    expect(screen.getByRole('heading', { name: 'Cookie settings' })).toBe(document.activeElement);
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

    await userEvent.click(triggers[1]!);
    expect(screen.getByText(/Help us understand how visitors use the site/)).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: 'Cookie settings' })).toBe(document.activeElement);
  });

  it('Save settings stores exactly the chosen switches', async () => {
    renderConsent(<CookieConsent />);
    await userEvent.click(screen.getByRole('button', { name: 'Cookie settings' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Functional cookies' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(consentCookie()).toBe('1_false_2_false_3_true');
    expect(updates().at(-1)?.[2]).toMatchObject({
      analytics_storage: 'denied',
      functionality_storage: 'granted',
    });
  });

  it('reopens on the footer event with the stored values, closes with Escape, returns focus', async () => {
    document.cookie = 'cookie_preferences=1_true_2_false_3_true; Path=/';
    renderConsent(
      <>
        <button type="button">Footer link</button>
        <CookieConsent />
      </>,
    );
    const footerLink = screen.getByRole('button', { name: 'Footer link' });
    footerLink.focus();
    act(() => {
      window.dispatchEvent(new Event(OPEN_COOKIE_SETTINGS_EVENT));
    });
    const checked = screen
      .getAllByRole('switch')
      .map((s) => [s.getAttribute('aria-label'), s.getAttribute('aria-checked')]);
    expect(checked).toEqual([
      ['Performance and analytics cookies', 'true'],
      ['Targeting and advertising cookies', 'false'],
      ['Functional cookies', 'true'],
    ]);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('region')).toBeNull();
    expect(document.activeElement).toBe(footerLink);
    expect(consentCookie()).toBe('1_true_2_false_3_true');
  });

  it('withdraws consent from the reopened settings', async () => {
    document.cookie = 'cookie_preferences=1_true_2_true_3_true; Path=/';
    renderConsent(<CookieConsent />);
    act(() => {
      window.dispatchEvent(new Event(OPEN_COOKIE_SETTINGS_EVENT));
    });
    for (const name of ['Performance and analytics cookies', 'Targeting and advertising cookies']) {
      await userEvent.click(screen.getByRole('switch', { name }));
    }
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(consentCookie()).toBe('1_false_2_false_3_true');
    expect(updates().at(-1)?.[2]).toMatchObject({
      analytics_storage: 'denied',
      ad_storage: 'denied',
    });
  });

  it('speaks the page language', async () => {
    renderConsent(<CookieConsent />, 'de');
    expect(screen.getByRole('region', { name: 'Cookie-Einwilligung' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Alle akzeptieren' })).toBeTruthy();
  });
});
