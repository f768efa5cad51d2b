import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { parseTrustedProxies } from '@/lib/net/address.mjs';
import { createConnectionCap, maxConnectionsFromEnv } from '@/server/connection-cap.mjs';

class FakeSocket extends EventEmitter {
  destroyed = false;
  constructor(readonly remoteAddress: string) {
    super();
  }
  destroy() {
    this.destroyed = true;
    this.emit('close');
  }
}

function setup(max = 2) {
  const warnings: string[] = [];
  const cap = createConnectionCap({
    max,
    trusted: parseTrustedProxies('10.0.0.1'),
    warn: (msg) => warnings.push(msg),
  });
  const open = (address: string) => {
    const socket = new FakeSocket(address);
    cap.onConnection(socket as never);
    return socket;
  };
  return { cap, open, warnings };
}

describe('connection cap', () => {
  it('closes a client’s connections past the cap and lets others in', () => {
    const { open, warnings } = setup(2);
    const [a, b, c] = [open('203.0.113.9'), open('203.0.113.9'), open('203.0.113.9')];
    expect([a.destroyed, b.destroyed, c.destroyed]).toEqual([false, false, true]);
    expect(open('203.0.113.10').destroyed).toBe(false);
    expect(warnings).toHaveLength(1);
  });

  it('counts an IPv6 /64 as one client', () => {
    const { open } = setup(2);
    open('2001:db8:1:2::1');
    open('2001:db8:1:2::2');
    expect(open('2001:db8:1:2:ffff::9').destroyed).toBe(true);
    expect(open('2001:db8:1:3::1').destroyed).toBe(false);
  });

  it('frees a place when a connection closes', () => {
    const { open, cap } = setup(1);
    const first = open('::ffff:203.0.113.9');
    expect(open('203.0.113.9').destroyed).toBe(true);
    first.emit('close');
    expect(cap.counts.size).toBe(0);
    expect(open('203.0.113.9').destroyed).toBe(false);
  });

  it('never caps a trusted proxy, through which every visitor arrives', () => {
    const { open } = setup(1);
    const sockets = [open('10.0.0.1'), open('10.0.0.1'), open('10.0.0.1')];
    expect(sockets.every((socket) => !socket.destroyed)).toBe(true);
  });

  it('reads MAX_CONNECTIONS_PER_IP, refusing nonsense with a message', () => {
    expect(maxConnectionsFromEnv(undefined)).toBe(128);
    expect(maxConnectionsFromEnv('12')).toBe(12);
    expect(() => maxConnectionsFromEnv('0')).toThrow(/MAX_CONNECTIONS_PER_IP/);
    expect(() => maxConnectionsFromEnv('lots')).toThrow(/MAX_CONNECTIONS_PER_IP/);
  });
});
