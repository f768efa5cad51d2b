import { describe, expect, it } from 'vitest';
import { clientIp } from '@/lib/api/client-ip';

const withHeaders = (headers: Record<string, string>) =>
  new Request('http://localhost:3000/', { headers });

describe('clientIp', () => {
  it('reads the address our server put in x-client-ip', () => {
    expect(clientIp(withHeaders({ 'x-client-ip': '203.0.113.9' }))).toBe('203.0.113.9');
  });

  it('ignores X-Forwarded-For, which any client can write', () => {
    expect(clientIp(withHeaders({ 'x-forwarded-for': '203.0.113.9' }))).toBe('unknown');
  });

  it('answers unknown for a missing, empty or absurd value', () => {
    expect(clientIp(withHeaders({}))).toBe('unknown');
    expect(clientIp(withHeaders({ 'x-client-ip': '  ' }))).toBe('unknown');
    expect(clientIp(withHeaders({ 'x-client-ip': 'x'.repeat(200) }))).toBe('unknown');
  });
});
