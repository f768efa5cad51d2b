// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AnalyticsClient } from '@/components/layout/analytics/analytics-client';
import { TRACK_EVENT } from '@/lib/analytics/track';

vi.mock('@next/third-parties/google', () => ({
  GoogleTagManager: ({ gtmId }: { gtmId: string }) => <div data-testid="gtm">{gtmId}</div>,
}));
const pathname = vi.hoisted(() => ({ current: '/fr/swap' }));
vi.mock('next/navigation', () => ({ usePathname: () => pathname.current }));

const VISITOR =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const LIGHTHOUSE = `${VISITOR} Chrome-Lighthouse`;

describe('AnalyticsClient', () => {
  beforeEach(() => {
    delete window.dataLayer;
    pathname.current = '/fr/swap';
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('loads GTM for a visitor when an id is configured', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(VISITOR);
    const { findByTestId } = render(<AnalyticsClient gtmId="GTM-ABC123" />);
    expect((await findByTestId('gtm')).textContent).toBe('GTM-ABC123');
  });

  it('skips GTM for crawlers and audit tools', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(LIGHTHOUSE);
    const { queryByTestId } = render(<AnalyticsClient gtmId="GTM-ABC123" />);
    expect(queryByTestId('gtm')).toBeNull();
  });

  it('loads nothing without an id, but still records page views and events', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(VISITOR);
    const { queryByTestId, rerender } = render(<AnalyticsClient gtmId={undefined} />);
    expect(queryByTestId('gtm')).toBeNull();
    pathname.current = '/fr/buy';
    rerender(<AnalyticsClient gtmId={undefined} />);
    window.dispatchEvent(
      new CustomEvent(TRACK_EVENT, {
        detail: { event: 'account_button_click', location: 'header' },
      }),
    );
    expect(window.dataLayer).toEqual([
      {
        event: 'page_view',
        page_path: '/fr/swap',
        page_location: 'http://localhost:3000/fr/swap',
        page_referrer: '',
      },
      {
        event: 'page_view',
        page_path: '/fr/buy',
        page_location: 'http://localhost:3000/fr/buy',
        page_referrer: 'http://localhost:3000/fr/swap',
      },
      { event: 'account_button_click', location: 'header' },
    ]);
  });

  it('sends no Swap ID to the data layer: path, location and referrer are redacted', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(VISITOR);
    vi.spyOn(document, 'referrer', 'get').mockReturnValue(
      'http://localhost:3000/swap?from=btc&swap=K7M2Q9XD3F8H',
    );
    pathname.current = '/transaction-status';
    window.history.replaceState(null, '', '/transaction-status?id=K7M2Q9XD3F8H&utm_source=mail');
    const { rerender } = render(<AnalyticsClient gtmId="GTM-ABC123" />);
    pathname.current = '/de/swap';
    window.history.replaceState(null, '', '/de/swap?swap=Q9XD3F8HK7M2');
    rerender(<AnalyticsClient gtmId="GTM-ABC123" />);
    window.history.replaceState(null, '', '/');

    expect(window.dataLayer).toEqual([
      {
        event: 'page_view',
        page_path: '/transaction-status?id=redacted&utm_source=mail',
        page_location: 'http://localhost:3000/transaction-status?id=redacted&utm_source=mail',
        page_referrer: 'http://localhost:3000/swap?from=btc&swap=redacted',
      },
      {
        event: 'page_view',
        page_path: '/de/swap?swap=redacted',
        page_location: 'http://localhost:3000/de/swap?swap=redacted',
        page_referrer: 'http://localhost:3000/transaction-status?id=redacted&utm_source=mail',
      },
    ]);
    expect(JSON.stringify(window.dataLayer)).not.toMatch(/K7M2|Q9XD/);
  });
});
