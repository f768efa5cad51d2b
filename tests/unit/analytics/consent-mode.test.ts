// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { applyConsent, CONSENT_DEFAULTS, consentUpdate } from '@/lib/analytics/consent-mode';
import { ALL_DENIED, ALL_GRANTED } from '@/lib/consent/categories';

const plain = (entry: unknown) =>
  Object.prototype.toString.call(entry) === '[object Arguments]'
    ? Array.from(entry as IArguments)
    : entry;

describe('Consent Mode v2', () => {
  beforeEach(() => {
    delete window.dataLayer;
  });

  it('denies by default everything a choice could grant; only security storage is granted', () => {
    expect(CONSENT_DEFAULTS).toEqual({ ...consentUpdate(ALL_DENIED), security_storage: 'granted' });
  });

  it('maps each category to its consent types', () => {
    expect(consentUpdate({ analytics: true, targeting: false, functional: false })).toEqual({
      analytics_storage: 'granted',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      functionality_storage: 'denied',
      personalization_storage: 'denied',
    });
    expect(consentUpdate({ analytics: false, targeting: true, functional: false })).toMatchObject({
      analytics_storage: 'denied',
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
    });
    expect(consentUpdate({ analytics: false, targeting: false, functional: true })).toMatchObject({
      functionality_storage: 'granted',
      personalization_storage: 'granted',
      ad_storage: 'denied',
    });
    expect(Object.values(consentUpdate(ALL_DENIED))).not.toContain('granted');
    expect(Object.values(consentUpdate(ALL_GRANTED))).not.toContain('denied');
  });

  it('pushes the update as a gtag arguments object, then a consent_update event', () => {
    applyConsent(ALL_GRANTED);
    const [update, event] = window.dataLayer ?? [];
    expect(Object.prototype.toString.call(update)).toBe('[object Arguments]');
    expect(plain(update)).toEqual(['consent', 'update', consentUpdate(ALL_GRANTED)]);
    expect(event).toEqual({ event: 'consent_update', consent: ALL_GRANTED });
  });
});
