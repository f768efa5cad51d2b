import { describe, expect, it } from 'vitest';
import {
  REGION_COUNTRIES,
  countryByCode,
  regionByCode,
  regionBySlug,
  regionName,
  regionsOf,
} from '@/lib/geo';
import type { Region } from '@/lib/geo/types';
import { locales } from '@/lib/i18n/locales';

function countByType(regions: readonly Region[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const region of regions) counts[region.type] = (counts[region.type] ?? 0) + 1;
  return counts;
}

describe('regions', () => {
  it('declares the countries whose coverage differs by region', () => {
    expect([...REGION_COUNTRIES].sort()).toEqual(['AU', 'CA', 'US']);
    for (const code of REGION_COUNTRIES) expect(countryByCode(code)?.hasRegions).toBe(true);
  });

  it('lists the US states, DC and the outlying areas as ISO 3166-2 does', () => {
    const us = regionsOf('US');
    expect(us).toHaveLength(57);
    expect(countByType(us)).toEqual({ state: 50, district: 1, 'outlying-area': 6 });
    expect(regionByCode('US-DC')?.type).toBe('district');
    expect(regionByCode('US-PR')).toMatchObject({ name: 'Puerto Rico', type: 'outlying-area' });
  });

  it('lists the Canadian provinces and territories', () => {
    expect(countByType(regionsOf('CA'))).toEqual({ province: 10, territory: 3 });
    expect(regionByCode('CA-QC')).toMatchObject({ name: 'Quebec', slug: 'quebec' });
  });

  it('lists the Australian states and territories', () => {
    expect(countByType(regionsOf('au'))).toEqual({ state: 6, territory: 2 });
    expect(regionByCode('AU-ACT')).toMatchObject({
      type: 'territory',
      slug: 'australian-capital-territory',
    });
  });

  it('has none for a country whose coverage is national', () => {
    expect(regionsOf('DE')).toEqual([]);
    expect(regionsOf('ZZ')).toEqual([]);
    expect(regionByCode('DE-BY')).toBeUndefined();
  });

  it('gives every region a slug unique in its country that finds it again', () => {
    for (const country of REGION_COUNTRIES) {
      const regions = regionsOf(country);
      expect(new Set(regions.map((region) => region.slug)).size).toBe(regions.length);
      for (const region of regions) {
        expect(region.code).toMatch(new RegExp(`^${country}-[A-Z0-9]{1,3}$`));
        expect(region.country).toBe(country);
        expect(region.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
        expect(regionBySlug(country, region.slug)).toBe(region);
        expect(regionByCode(region.code.toLowerCase())).toBe(region);
      }
    }
    expect(regionBySlug('US', 'new-york')?.code).toBe('US-NY');
    expect(regionBySlug('CA', 'new-york')).toBeUndefined();
  });
});

describe('regionName', () => {
  it('gives the English name, flagged as untranslated outside English', () => {
    for (const locale of locales) {
      expect(regionName('US-NY', locale)).toEqual({
        name: 'New York',
        translated: locale === 'en',
      });
    }
    expect(regionName('CA-BC', 'en-CA')).toEqual({ name: 'British Columbia', translated: true });
  });

  it('answers an unknown code with the code, untranslated', () => {
    expect(regionName('US-ZZ', 'en')).toEqual({ name: 'US-ZZ', translated: false });
  });
});
