// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pushPageView } from '@/lib/analytics/data-layer';
import { listenForTrackEvents, track, TRACK_EVENT, toTrackEvent } from '@/lib/analytics/track';

describe('track()', () => {
  let stop: (() => void) | undefined;
  beforeEach(() => {
    delete window.dataLayer;
  });
  afterEach(() => stop?.());

  it('pushes the event to the data layer, creating it when GTM is not there', () => {
    track({ event: 'newsletter_submit', status: 'success' });
    track({ event: 'swap_status_check' });
    expect(window.dataLayer).toEqual([
      { event: 'newsletter_submit', status: 'success' },
      { event: 'swap_status_check' },
    ]);
  });

  it('appends to a data layer GTM already owns', () => {
    const existing = [{ 'gtm.start': 1 }];
    window.dataLayer = existing;
    track({ event: 'request_demo', product: 'widget' });
    expect(window.dataLayer).toBe(existing);
    expect(existing).toHaveLength(2);
  });

  it('pushes page views with the path, location and referrer', () => {
    pushPageView({
      path: '/fr/swap?from=btc',
      origin: 'https://swaplens.example',
      referrer: 'https://search.example/?q=swap',
    });
    expect(window.dataLayer).toEqual([
      {
        event: 'page_view',
        page_path: '/fr/swap?from=btc',
        page_location: 'https://swaplens.example/fr/swap?from=btc',
        page_referrer: 'https://search.example/?q=swap',
      },
    ]);
  });

  it('keeps Swap IDs out of page views and events', () => {
    pushPageView({
      path: '/transaction-status?ID=K7M2Q9XD3F8H',
      origin: 'https://swaplens.example',
      referrer: 'https://swaplens.example/fr/swap?%73wap=K7M2Q9XD3F8H#step',
    });
    stop = listenForTrackEvents();
    track({ event: 'swap_status_check', status: 'https://x.example/y?a=1&id=K7M2Q9XD3F8H' });
    window.dispatchEvent(
      new CustomEvent(TRACK_EVENT, {
        detail: { event: 'swap_status_check', id: 'K7M2Q9XD3F8H', swapId: 'K7M2Q9XD3F8H' },
      }),
    );
    expect(window.dataLayer).toEqual([
      {
        event: 'page_view',
        page_path: '/transaction-status?ID=redacted',
        page_location: 'https://swaplens.example/transaction-status?ID=redacted',
        page_referrer: 'https://swaplens.example/fr/swap?%73wap=redacted',
      },
      { event: 'swap_status_check', status: 'https://x.example/y?a=1&id=redacted' },
      { event: 'swap_status_check' },
    ]);
  });

  it('forwards swaplens:track window events until stopped', () => {
    stop = listenForTrackEvents();
    const detail = { event: 'language_switch', language: 'fr', previous_language: 'en' };
    window.dispatchEvent(new CustomEvent(TRACK_EVENT, { detail }));
    expect(window.dataLayer).toEqual([detail]);
    stop();
    window.dispatchEvent(new CustomEvent(TRACK_EVENT, { detail }));
    expect(window.dataLayer).toHaveLength(1);
  });

  it('ignores unknown events and keeps only flat primitive fields', () => {
    stop = listenForTrackEvents();
    window.dispatchEvent(new CustomEvent(TRACK_EVENT, { detail: { event: 'purchase' } }));
    window.dispatchEvent(new CustomEvent(TRACK_EVENT, { detail: 'account_button_click' }));
    window.dispatchEvent(new CustomEvent(TRACK_EVENT));
    expect(window.dataLayer ?? []).toEqual([]);

    expect(
      toTrackEvent({
        event: 'account_button_click',
        location: 'header',
        position: 2,
        form: { email: 'a@b.c' },
        node: document.body,
      }),
    ).toEqual({ event: 'account_button_click', location: 'header', position: 2 });
  });
});
