import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { CONSENT_DEFAULTS, consentUpdate } from '@/lib/analytics/consent-mode';
import { consentModeScript } from '@/lib/analytics/consent-mode-script';
import { parseConsent } from '@/lib/consent/cookie';

// Runs the inline script as the browser would, before any bundle, and reads what it queued.
function run(cookie: string, existing?: unknown[]): unknown[][] {
  const window: { dataLayer?: unknown[] } = existing ? { dataLayer: existing } : {};
  runInNewContext(consentModeScript(), { window, document: { cookie } });
  return (window.dataLayer ?? []).map((entry) =>
    typeof entry === 'object' && entry !== null && 'length' in entry
      ? Array.from(entry as ArrayLike<unknown>)
      : [entry],
  );
}

describe('the consent-mode inline script', () => {
  it('sets the denied defaults and nothing else without a stored choice', () => {
    expect(run('NEXT_LOCALE=fr')).toEqual([['consent', 'default', CONSENT_DEFAULTS]]);
  });

  it('replays a stored choice as an update right after the defaults', () => {
    const value = '1_true_2_false_3_true';
    expect(run(`NEXT_LOCALE=fr; cookie_preferences=${value}`)).toEqual([
      ['consent', 'default', CONSENT_DEFAULTS],
      ['consent', 'update', consentUpdate(parseConsent(value)!)],
    ]);
  });

  it.each([
    '1_true_2_false',
    '1_true_1_false_2_true',
    '1_maybe_2_false_3_true',
    '1_true_2_false_4_true',
    '%E0%A4%A',
  ])('reads "%s" exactly like lib/consent (as no choice)', (value) => {
    expect(parseConsent(value)).toBeNull();
    expect(run(`cookie_preferences=${value}`)).toHaveLength(1);
  });

  it('keeps entries already in the data layer', () => {
    const entries = run('', [{ event: 'early' }]);
    expect(entries[0]).toEqual([{ event: 'early' }]);
    expect(entries).toHaveLength(2);
  });
});
