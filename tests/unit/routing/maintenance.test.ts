import { describe, expect, it } from 'vitest';
import { maintenanceAction } from '@/lib/routing/maintenance';

describe('maintenanceAction', () => {
  it('does nothing when the flag is unset or empty', () => {
    expect(maintenanceAction('/swap', undefined)).toEqual({ type: 'none' });
    expect(maintenanceAction('/maintenance', undefined)).toEqual({ type: 'none' });
    expect(maintenanceAction('/maintenance', '')).toEqual({ type: 'none' });
  });

  it('sends every page to the maintenance page of its locale when the flag is "true"', () => {
    expect(maintenanceAction('/', 'true')).toEqual({ type: 'redirect', location: '/maintenance' });
    expect(maintenanceAction('/swap', 'true')).toEqual({
      type: 'redirect',
      location: '/maintenance',
    });
    expect(maintenanceAction('/fr/coin/btc', 'true')).toEqual({
      type: 'redirect',
      location: '/fr/maintenance',
    });
    expect(maintenanceAction('/blog/', 'true')).toEqual({
      type: 'redirect',
      location: '/maintenance',
    });
  });

  it('leaves the maintenance page itself and health checks alone when the flag is "true"', () => {
    expect(maintenanceAction('/maintenance', 'true')).toEqual({ type: 'none' });
    expect(maintenanceAction('/ja/maintenance', 'true')).toEqual({ type: 'none' });
    expect(maintenanceAction('/api/health/ready', 'true')).toEqual({ type: 'none' });
  });

  it('answers 503 for JSON endpoints instead of redirecting them to an HTML page', () => {
    expect(maintenanceAction('/apiglobal/global', 'true')).toEqual({ type: 'unavailable' });
    expect(maintenanceAction('/api/v1/currencies', 'true')).toEqual({ type: 'unavailable' });
  });

  it.each(['false', 'TRUE', '0', 'off'])('sends /maintenance home when the flag is %j', (flag) => {
    expect(maintenanceAction('/maintenance', flag)).toEqual({ type: 'redirect', location: '/' });
    expect(maintenanceAction('/uk/maintenance', flag)).toEqual({
      type: 'redirect',
      location: '/uk',
    });
    expect(maintenanceAction('/swap', flag)).toEqual({ type: 'none' });
  });
});
