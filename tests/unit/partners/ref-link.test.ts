import { describe, expect, it } from 'vitest';
import {
  readRef,
  REF_COOKIE,
  refOfCookieHeader,
  refOfSearch,
  withRef,
} from '@/lib/api/auth/ref-link';
import { ALL_DENIED, ALL_GRANTED } from '@/lib/consent/categories';
import { serializeConsent } from '@/lib/consent/cookie';
import { consentedRef, refCookie, refCookieChange } from '@/lib/consent/ref-cookie';

// Affiliate links (ADR 0022): the id's format, the cookie and the consent that gates it.

const ID = 'ab12cd34ef56';
const granted = serializeConsent(ALL_GRANTED);
const denied = serializeConsent(ALL_DENIED);
const onlyTargeting = serializeConsent({ ...ALL_DENIED, targeting: true });
const allButTargeting = serializeConsent({ ...ALL_GRANTED, targeting: false });
const params = (search: string) => new URLSearchParams(search);

describe('the ref of a link', () => {
  it('is 12 lowercase letters and digits; anything else is ignored', () => {
    expect(readRef(ID)).toBe(ID);
    for (const bad of ['', 'AB12CD34EF56', 'ab12cd34ef5', 'ab12cd34ef567', 'ab12cd34ef5-', null]) {
      expect(readRef(bad), String(bad)).toBeNull();
    }
    expect(refOfSearch(`?from=btc&ref=${ID}`)).toBe(ID);
    expect(refOfSearch('?ref=../../etc')).toBeNull();
    expect(refOfSearch('?from=btc')).toBeNull();
  });

  it('is read from a Cookie header by name, and only when well formed', () => {
    expect(refOfCookieHeader(`a=1; sl_ref=${ID}; b=2`)).toBe(ID);
    expect(refOfCookieHeader('sl_ref=<script>')).toBeNull();
    expect(refOfCookieHeader(`xsl_ref=${ID}`)).toBeNull();
    expect(refOfCookieHeader(null)).toBeNull();
  });

  it('goes along with a query, or leaves it alone without one', () => {
    expect(withRef('?from=btc', ID)).toBe(`?from=btc&ref=${ID}`);
    expect(withRef('/swap?from=btc', ID)).toBe(`/swap?from=btc&ref=${ID}`);
    expect(withRef('', ID)).toBe(`?ref=${ID}`);
    expect(withRef('?from=btc', null)).toBe('?from=btc');
  });
});

describe('the affiliate cookie', () => {
  it('is first-party, HttpOnly, Lax, for the whole site, 30 days; Secure over HTTPS', () => {
    expect(refCookie(ID, true)).toEqual({
      name: 'sl_ref',
      value: ID,
      maxAge: 30 * 24 * 60 * 60,
      path: '/',
      sameSite: 'lax',
      httpOnly: true,
      secure: true,
    });
    expect(refCookie(ID, false).secure).toBe(false);
    expect(REF_COOKIE.name).toBe('sl_ref');
  });

  it('is set only when the stored choice covers targeting and advertising cookies', () => {
    const link = params(`?ref=${ID}`);
    expect(refCookieChange(link, { consent: granted, ref: undefined })).toEqual({
      action: 'set',
      ref: ID,
    });
    expect(refCookieChange(link, { consent: onlyTargeting, ref: undefined }).action).toBe('set');
    // No choice yet, declined, or every category but this one: nothing is stored.
    for (const consent of [undefined, denied, allButTargeting, 'garbage']) {
      expect(refCookieChange(link, { consent, ref: undefined }), String(consent)).toEqual({
        action: 'none',
        vary: true,
      });
    }
  });

  it('takes the last link followed', () => {
    const change = refCookieChange(params('?ref=zz99yy88xx77'), { consent: granted, ref: ID });
    expect(change).toEqual({ action: 'set', ref: 'zz99yy88xx77' });
  });

  it('ignores a malformed ref, and a page without one changes nothing', () => {
    expect(refCookieChange(params('?ref=NOPE'), { consent: granted, ref: undefined })).toEqual({
      action: 'none',
      vary: false,
    });
    expect(refCookieChange(params('?ref=NOPE'), { consent: granted, ref: ID })).toEqual({
      action: 'none',
      vary: false,
    });
    expect(refCookieChange(params(''), { consent: granted, ref: ID }).action).toBe('none');
  });

  it('is cleared once the choice no longer covers it (consent withdrawn)', () => {
    expect(refCookieChange(params(''), { consent: denied, ref: ID })).toEqual({ action: 'clear' });
    expect(refCookieChange(params(`?ref=${ID}`), { consent: denied, ref: ID }).action).toBe(
      'clear',
    );
  });

  it('counts at creation only while the choice covers it', () => {
    const request = (cookie: string) =>
      new Request('http://localhost:3000/api/v1/swaps', { headers: { cookie } });
    expect(consentedRef(request(`cookie_preferences=${granted}; sl_ref=${ID}`))).toBe(ID);
    expect(consentedRef(request(`cookie_preferences=${denied}; sl_ref=${ID}`))).toBeNull();
    expect(consentedRef(request(`sl_ref=${ID}`))).toBeNull();
    expect(consentedRef(request(`cookie_preferences=${granted}`))).toBeNull();
    expect(consentedRef(new Request('http://localhost:3000/'))).toBeNull();
  });
});
