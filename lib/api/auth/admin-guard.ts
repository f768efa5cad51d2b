import 'server-only';
import { BlockList, isIP } from 'node:net';
import { clientIp } from '../client-ip';
import { ApiError } from '../errors';
import { unmapIpv4 } from '../../net/address.mjs';
import { isAdminToken } from './admin-token';

// The admin routes answer only the operator's command on the server's own machine: a request
// must come from a loopback address (as server/client-ip.mjs resolved it, so a visitor behind a
// trusted proxy never counts as local) and carry the admin token. Either failing is the same
// 403, so a caller learns nothing about which one it missed.

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** 127.0.0.0/8 and ::1, also written as an IPv4-mapped IPv6 address. */
export function isLoopback(address: string): boolean {
  const plain = unmapIpv4(address);
  const family = isIP(plain);
  return family !== 0 && LOOPBACK.check(plain, family === 4 ? 'ipv4' : 'ipv6');
}

const bearer = (request: Request): string | null =>
  /^Bearer ([\x21-\x7e]{1,200})$/.exec(request.headers.get('authorization') ?? '')?.[1] ?? null;

/** Throws 403 admin_forbidden unless the request is local and carries the admin token. */
export function assertAdmin(request: Request): void {
  const token = bearer(request);
  if (!isLoopback(clientIp(request)) || token === null || !isAdminToken(token)) {
    throw new ApiError('admin_forbidden');
  }
}
