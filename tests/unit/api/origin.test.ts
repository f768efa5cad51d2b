import type * as Origin from '@/lib/api/origin';
import { beforeAll, describe, expect, it } from 'vitest';
import { importWithEnv } from '../../helpers/env';

type OriginModule = typeof Origin;

function post(url: string, origin?: string): Request {
  return new Request(url, { method: 'POST', headers: origin === undefined ? {} : { origin } });
}

describe('assertAllowedOrigin', () => {
  let assertAllowedOrigin: OriginModule['assertAllowedOrigin'];

  beforeAll(async () => {
    ({ assertAllowedOrigin } = await importWithEnv(
      { SITE_URL: 'https://swaplens.example/' },
      () => import('@/lib/api/origin'),
    ));
  });

  it.for([
    ['no Origin header', undefined],
    ['the site origin', 'https://swaplens.example'],
    ['the origin the server was reached at', 'http://internal:3000'],
  ] as const)('allows %s', ([, origin]) => {
    expect(() => assertAllowedOrigin(post('http://internal:3000/x', origin))).not.toThrow();
  });

  it.for([
    'https://evil.example',
    'null',
    'http://swaplens.example',
    'https://swaplens.example:8443',
    'https://swaplens.example.evil.example',
    'not a url',
  ])('refuses Origin %j with 403 forbidden_origin', (origin) => {
    // The module was imported afresh, so its ApiError is not this file's: compare fields.
    expect(() => assertAllowedOrigin(post('http://internal:3000/x', origin))).toThrow(
      expect.objectContaining({ name: 'ApiError', status: 403, code: 'forbidden_origin' }),
    );
  });
});
