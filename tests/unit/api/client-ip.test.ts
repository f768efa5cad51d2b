import { describe, expect, it } from 'vitest';
import { clientBucket, clientIp } from '@/lib/api/client-ip';

const withHeaders = (headers: Record<string, string>) =>
  new Request('http://localhost:3000/', { headers });

describe('clientIp', () => {
  it('reads the address our server put in x-client-ip', () => {
    expect(clientIp(withHeaders({ 'x-client-ip': '203.0.113.9' }))).toBe('203.0.113.9');
    expect(clientIp(withHeaders({ 'x-client-ip': '2001:db8::7' }))).toBe('2001:db8::7');
  });

  it('ignores X-Forwarded-For, which any client can write', () => {
    expect(clientIp(withHeaders({ 'x-forwarded-for': '203.0.113.9' }))).toBe('unknown');
  });

  it('answers unknown for anything that is not an IP address', () => {
    expect(clientIp(withHeaders({}))).toBe('unknown');
    expect(clientIp(withHeaders({ 'x-client-ip': '  ' }))).toBe('unknown');
    expect(clientIp(withHeaders({ 'x-client-ip': 'x'.repeat(200) }))).toBe('unknown');
    expect(clientIp(withHeaders({ 'x-client-ip': 'evil.example' }))).toBe('unknown');
    expect(clientIp(withHeaders({ 'x-client-ip': '203.0.113.9, 1.2.3.4' }))).toBe('unknown');
  });
});

describe('clientBucket', () => {
  it('counts an IPv6 client by its /64, so rotating inside it changes nothing', () => {
    const a = clientBucket(withHeaders({ 'x-client-ip': '2001:db8:1:2::1' }));
    const b = clientBucket(withHeaders({ 'x-client-ip': '2001:db8:1:2:ffff:ffff:ffff:ffff' }));
    const other = clientBucket(withHeaders({ 'x-client-ip': '2001:db8:1:3::1' }));
    expect(a).toBe('2001:db8:1:2::/64');
    expect(b).toBe(a);
    expect(other).not.toBe(a);
  });

  it('counts an IPv4 client by its address', () => {
    expect(clientBucket(withHeaders({ 'x-client-ip': '203.0.113.9' }))).toBe('203.0.113.9');
  });
});
