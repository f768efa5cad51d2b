import { describe, expect, it } from 'vitest';
import { EXCHANGE_ADAPTERS } from '@/lib/providers/exchange/registry';
import { exchange } from '@/lib/providers/exchange/kind';
import { adapterFacts } from '@/lib/providers/kit/manifest';
import changenow from '@/lib/providers/exchange/changenow/adapter.json';

// An adapter's facts are its adapter.json: checked against its kind's info schema when the
// module loads, so a typo in a manifest fails every suite that loads the registry.

describe('adapter manifests', () => {
  it("give the adapter its facts as written, the id the declaration's", () => {
    const facts = adapterFacts(exchange, 'changenow', changenow);
    expect(facts.info).toBe(changenow.info);
    expect(facts.env).toEqual(['CHANGENOW_API_KEY']);
    expect(facts.optionalEnv).toEqual([]);
    expect(EXCHANGE_ADAPTERS[0].info).toEqual(changenow.info);
  });

  it('refuse a manifest whose info does not fit the kind', () => {
    const bad = { ...changenow, info: { ...changenow.info, kyc: 'sometimes-maybe' } };
    expect(() => adapterFacts(exchange, 'changenow', bad)).toThrow(/changenow.*kyc/s);
    const extra = { ...changenow, info: { ...changenow.info, ratng: 4 } };
    expect(() => adapterFacts(exchange, 'changenow', extra)).toThrow(/ratng/);
  });

  it('refuse a manifest of another id', () => {
    expect(() => adapterFacts(exchange, 'exolix', changenow)).toThrow(/info.id is changenow/);
  });

  it('refuse a key without its README line, or a line without its key', () => {
    const undocumented = { ...changenow, env: ['CHANGENOW_API_KEY', 'CHANGENOW_SECRET'] };
    expect(() => adapterFacts(exchange, 'changenow', undocumented)).toThrow(/envDocs/);
    const stray = { ...changenow, envDocs: { ...changenow.envDocs, OTHER_KEY: 'x' } };
    expect(() => adapterFacts(exchange, 'changenow', stray)).toThrow(/envDocs/);
  });
});
