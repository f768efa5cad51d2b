import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildTimeConfig } from '@/lib/build-config';
import { brandLinksFrom } from '@/lib/brand-links';
import { parseEnv } from '@/lib/env/schema';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

const parseError = (source: Record<string, string>) => {
  try {
    parseEnv(source);
  } catch (error) {
    return (error as Error).message;
  }
  return undefined;
};

describe('external link configuration', () => {
  it('shows nothing when nothing is configured', async () => {
    vi.resetModules();
    const { brandLinks } = await import('@/lib/brand-links');
    expect(brandLinks()).toEqual({
      apiDocs: undefined,
      pressPage: undefined,
      pressKit: undefined,
      messagingBot: undefined,
      reviews: undefined,
      bugBounty: undefined,
      social: [],
    });
  });

  it('reads every link from the environment', async () => {
    for (const [key, value] of Object.entries({
      LINK_API_DOCS: 'https://docs.example.com/',
      LINK_PRESS_PAGE: 'https://example.com/press',
      LINK_PRESS_KIT: 'https://example.com/press-kit.zip',
      LINK_MESSAGING_BOT: 'https://t.me/example_bot',
      LINK_REVIEWS: 'https://uk.trustpilot.com/review/example.com',
      LINK_BUG_BOUNTY: 'https://hackerone.com/example',
      SOCIAL_LINKS: 'https://x.com/example , https://www.reddit.com/r/example/',
    })) {
      vi.stubEnv(key, value);
    }
    vi.resetModules();
    const { brandLinks } = await import('@/lib/brand-links');
    expect(brandLinks()).toEqual({
      apiDocs: 'https://docs.example.com/',
      pressPage: 'https://example.com/press',
      pressKit: 'https://example.com/press-kit.zip',
      messagingBot: { url: 'https://t.me/example_bot', app: 'Telegram' },
      reviews: { url: 'https://uk.trustpilot.com/review/example.com', platform: 'Trustpilot' },
      bugBounty: 'https://hackerone.com/example',
      social: [
        { link: 'https://x.com/example', logo: '/social/x.svg', network: 'X' },
        {
          link: 'https://www.reddit.com/r/example/',
          logo: '/social/reddit.svg',
          network: 'Reddit',
        },
      ],
    });
  });

  it('accepts https addresses only', () => {
    expect(parseError({ LINK_API_DOCS: 'http://docs.example.com/' })).toContain(
      'LINK_API_DOCS: must be an https URL',
    );
    expect(parseError({ LINK_BUG_BOUNTY: 'hackerone.com/x' })).toContain('LINK_BUG_BOUNTY');
    expect(parseError({ SOCIAL_LINKS: 'https://x.com/a,http://t.me/a' })).toContain(
      'SOCIAL_LINKS: "http://t.me/a" is not an https URL',
    );
    expect(parseError({ SOCIAL_LINKS: 'https://x.com/a,https://x.com/a' })).toContain(
      'SOCIAL_LINKS: lists the same profile twice',
    );
    expect(parseEnv({ LINK_PRESS_KIT: '  ', SOCIAL_LINKS: ' , ' })).toMatchObject({
      LINK_PRESS_KIT: undefined,
      SOCIAL_LINKS: undefined,
    });
  });

  it('asks for the name of an app or platform it cannot tell from the host', () => {
    expect(parseError({ LINK_MESSAGING_BOT: 'https://chat.example.org/bot' })).toContain(
      'LINK_MESSAGING_BOT_APP: is required',
    );
    expect(parseError({ LINK_REVIEWS: 'https://reviews.example.org/x' })).toContain(
      'LINK_REVIEWS_PLATFORM: is required',
    );
    const named = parseEnv({
      LINK_MESSAGING_BOT: 'https://chat.example.org/bot',
      LINK_MESSAGING_BOT_APP: 'Example Chat',
      LINK_REVIEWS: 'https://www.trustpilot.com/review/example.com',
      LINK_REVIEWS_PLATFORM: 'Trustpilot UK',
    });
    expect(brandLinksFrom(named)).toMatchObject({
      messagingBot: { url: 'https://chat.example.org/bot', app: 'Example Chat' },
      // The companion variable wins over the host's name.
      reviews: { platform: 'Trustpilot UK' },
    });
  });

  it('builds pages with the links, so the server refuses to run with others', () => {
    const built = buildTimeConfig(
      parseEnv({
        LINK_API_DOCS: 'https://docs.example.com/',
        SOCIAL_LINKS: 'https://x.com/a,https://t.me/a',
      }),
    );
    expect(built).toMatchObject({
      LINK_API_DOCS: 'https://docs.example.com/',
      SOCIAL_LINKS: 'https://x.com/a,https://t.me/a',
    });
    expect(built).not.toHaveProperty('LINK_PRESS_PAGE');
  });
});
