import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/lib/env/schema';

// WIDGET_LOGO_HOSTS (docs/white-label.md): host names only, lower-cased, each once; a bad entry
// stops the process with the variable named. Which URLs pass is tests/integration/widget-profile.

describe('WIDGET_LOGO_HOSTS', () => {
  it('reads a comma list of host names, "*." for subdomains', () => {
    expect(parseEnv({}).WIDGET_LOGO_HOSTS).toBeUndefined();
    expect(parseEnv({ WIDGET_LOGO_HOSTS: ' ' }).WIDGET_LOGO_HOSTS).toBeUndefined();
    expect(
      parseEnv({ WIDGET_LOGO_HOSTS: 'CDN.example.com, *.img.example.org,cdn.example.com' })
        .WIDGET_LOGO_HOSTS,
    ).toEqual(['cdn.example.com', '*.img.example.org']);
  });

  it.each([
    'https://cdn.example.com',
    'cdn.example.com/logos',
    'localhost',
    'cdn.example.com:443',
    '*',
  ])('refuses %j', (value) => {
    expect(() => parseEnv({ WIDGET_LOGO_HOSTS: value })).toThrow(/WIDGET_LOGO_HOSTS/);
  });
});
