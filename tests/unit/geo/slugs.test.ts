import { describe, expect, it } from 'vitest';
// Through the kit's index, as the route layer imports it.
import {
  COUNTRIES,
  REGION_COUNTRIES,
  countryByCode,
  regionByCode,
  regionsOf,
  resolveCountrySegment,
  resolveRegionSegment,
  slugify,
} from '@/lib/geo';

describe('slugify', () => {
  it.each([
    ['New York', 'new-york'],
    ["Côte d'Ivoire", 'cote-divoire'],
    ['Virgin Islands (U.S.)', 'virgin-islands-us'],
    ['Bosnia & Herzegovina', 'bosnia-and-herzegovina'],
    ['  Åland -- Islands ', 'aland-islands'],
  ])('%j -> %s', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });
});

describe('resolveCountrySegment', () => {
  it('takes the slug as canonical and the other forms as redirects', () => {
    const us = countryByCode('US');
    expect(resolveCountrySegment('united-states')).toEqual({ country: us, canonical: true });
    expect(resolveCountrySegment('us')).toEqual({ country: us, canonical: false });
    expect(resolveCountrySegment('US')).toEqual({ country: us, canonical: false });
    expect(resolveCountrySegment('United-States')).toEqual({ country: us, canonical: false });
  });

  it('resolves every country by its slug and by its code', () => {
    for (const country of COUNTRIES) {
      expect(resolveCountrySegment(country.slug)).toEqual({ country, canonical: true });
      expect(resolveCountrySegment(country.code.toLowerCase())).toEqual({
        country,
        canonical: false,
      });
    }
  });

  it.each(['', 'usa', 'zz', 'u', 'united states', '../us', 'us-ny', 'united-states-', '%75s'])(
    'finds nothing for %j',
    (segment) => {
      expect(resolveCountrySegment(segment)).toBeNull();
    },
  );
});

describe('resolveRegionSegment', () => {
  it('takes the slug as canonical and the ISO forms as redirects', () => {
    const ny = regionByCode('US-NY');
    expect(resolveRegionSegment('US', 'new-york')).toEqual({ region: ny, canonical: true });
    for (const segment of ['us-ny', 'US-NY', 'ny', 'NY', 'New-York']) {
      expect(resolveRegionSegment('US', segment)).toEqual({ region: ny, canonical: false });
    }
    expect(resolveRegionSegment('us', 'new-york')).toEqual({ region: ny, canonical: true });
    expect(resolveRegionSegment('AU', 'act')?.region.code).toBe('AU-ACT');
  });

  it('resolves every region by its slug, its code and its subdivision part', () => {
    for (const country of REGION_COUNTRIES) {
      for (const region of regionsOf(country)) {
        const part = region.code.slice(3).toLowerCase();
        expect(resolveRegionSegment(country, region.slug)).toEqual({ region, canonical: true });
        expect(resolveRegionSegment(country, region.code.toLowerCase())).toEqual({
          region,
          canonical: false,
        });
        expect(resolveRegionSegment(country, part)).toEqual({ region, canonical: false });
      }
    }
  });

  it.each([
    ['US', 'ca-on'],
    ['CA', 'new-york'],
    ['US', 'us'],
    ['US', 'nowhere'],
    ['US', ''],
    ['US', 'us-'],
    ['US', 'us-ny-x'],
    ['DE', 'by'],
    ['DE', 'bavaria'],
    ['ZZ', 'ny'],
  ])('finds nothing in %s for %j', (country, segment) => {
    expect(resolveRegionSegment(country, segment)).toBeNull();
  });
});
