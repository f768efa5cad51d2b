import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type * as AdminPartners from '@/app/api/admin/partners/route';
import type * as AdminWidget from '@/app/api/admin/partners/[id]/widget/route';
import type * as Profile from '@/lib/partner-program/widget-profile';
import { CLIENT_IP_HEADER } from '@/lib/api/client-ip';
import { MemoryRateLimiter, getRateLimiter } from '@/lib/api/rate-limit';
import { apiKeys, partners } from '@/lib/db/schema';
import { setSingletonForTests } from '@/lib/process-singleton.mjs';
import { dbTargets, useTestDatabase } from '../helpers/db';
import { importWithEnv } from '../helpers/env';
import { errorOf, SITE } from '../helpers/requests';

// The write side of a partner's widget profile (white label, docs/white-label.md) through the
// operator's admin route: the theme tokens are the embed theme's, a logo only from an allowed
// host (WIDGET_LOGO_HOSTS, else the partner's own hosts), the name at most 40 characters, and a
// write is what widgetProfileOf answers next, without waiting for its cache.

const TOKEN = 'widget-profile-admin-token-'.padEnd(40, 'x');
const ADMIN = { [CLIENT_IP_HEADER]: '127.0.0.1', authorization: `Bearer ${TOKEN}` };

interface Loaded {
  partners: typeof AdminPartners;
  widget: typeof AdminWidget;
  profile: typeof Profile;
}
const load = (variables: Record<string, string | undefined>) =>
  importWithEnv<Loaded>({ ADMIN_TOKEN: TOKEN, ...variables }, async () => {
    // Read this configuration now: env() parses once per module instance, on first use.
    (await import('@/lib/env')).env();
    return {
      partners: await import('@/app/api/admin/partners/route'),
      widget: await import('@/app/api/admin/partners/[id]/widget/route'),
      profile: await import('@/lib/partner-program/widget-profile'),
    };
  });

let own: Loaded;
let listed: Loaded;
beforeAll(async () => {
  own = await load({ WIDGET_LOGO_HOSTS: undefined });
  listed = await load({ WIDGET_LOGO_HOSTS: 'cdn.example.net, *.img.example.org' });
});

function adminCall(body?: unknown): Request {
  return new Request(`${SITE}/api/admin/x`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { ...ADMIN, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}
const at = (id: string) => ({ params: Promise.resolve({ id }) });

interface View {
  partnerId: string;
  widget: Record<string, unknown> & { theme: Record<string, unknown> };
  logoHosts: { source: string; hosts: string[] };
}

async function newPartner(app: Loaded, extra: Record<string, unknown> = {}): Promise<string> {
  const response = await app.partners.POST(
    adminCall({ name: 'Wallet', email: 'ops@wallet.example', ...extra }),
    undefined,
  );
  expect(response.status).toBe(201);
  return ((await response.json()) as { partner: { id: string } }).partner.id;
}

describe.for(dbTargets())('the widget profile admin route on $name', (target) => {
  const database = useTestDatabase(target);
  const db = () => database().db;

  beforeEach(async () => {
    setSingletonForTests(getRateLimiter, new MemoryRateLimiter());
    await db().delete(apiKeys);
    await db().delete(partners);
  });

  it('stores theme, logo, name and the grant; widgetProfileOf answers it at once', async () => {
    const id = await newPartner(own, {
      website: 'https://www.wallet.example',
      allowedOrigins: ['https://app.wallet.example'],
    });
    // Cached before the write: the write must drop it.
    expect((await own.profile.widgetProfileOf(id))?.displayName).toBeUndefined();
    const response = await own.widget.POST(
      adminCall({
        theme: { primary: '#00AA77', radius: 12 },
        logoUrl: 'https://cdn.wallet.example/logo.svg',
        displayName: '  Wallet One ',
        hideLogoAllowed: true,
      }),
      at(id),
    );
    expect(response.status).toBe(200);
    const view = (await response.json()) as View;
    expect(view.widget).toEqual({
      theme: { primary: '#00aa77', radius: 12 },
      logoUrl: 'https://cdn.wallet.example/logo.svg',
      displayName: 'Wallet One',
      hideLogoAllowed: true,
    });
    expect(view.logoHosts).toEqual({
      source: 'partner',
      hosts: ['*.wallet.example', '*.app.wallet.example'],
    });
    expect(await own.profile.widgetProfileOf(id)).toMatchObject({
      partnerId: id,
      theme: { primary: '#00aa77', radius: 12 },
      displayName: 'Wallet One',
      hideLogoAllowed: true,
      allowedOrigins: ['https://app.wallet.example'],
    });

    // Only the fields given change; null removes one token, the name; resetTheme starts over.
    const changed = (await (
      await own.widget.POST(adminCall({ theme: { radius: null }, displayName: null }), at(id))
    ).json()) as View;
    expect(changed.widget).toEqual({
      theme: { primary: '#00aa77' },
      logoUrl: 'https://cdn.wallet.example/logo.svg',
      hideLogoAllowed: true,
    });
    const reset = (await (
      await own.widget.POST(
        adminCall({ resetTheme: true, theme: { text: '#111' }, hideLogoAllowed: false }),
        at(id),
      )
    ).json()) as View;
    expect(reset.widget.theme).toEqual({ text: '#111' });
    expect(reset.widget.hideLogoAllowed).toBe(false);
    const shown = (await (await own.widget.GET(adminCall(), at(id))).json()) as View;
    expect(shown.widget).toEqual(reset.widget);
  });

  it('refuses a logo off the allowed hosts, over http, and bad tokens with 400 JSON', async () => {
    const id = await newPartner(own, { website: 'https://wallet.example' });
    for (const body of [
      { logoUrl: 'https://evil.example/logo.png' },
      { logoUrl: 'https://wallet.example.evil.example/logo.png' },
      { logoUrl: 'http://wallet.example/logo.png' },
      { logoUrl: 'https://evil.example@wallet.example/logo.png' },
      { logoUrl: 'javascript:alert(1)' },
      { theme: { primary: 'red' } },
      { theme: { primary: '#0a7;background:url(x)' } },
      { theme: { radius: 33 } },
      { theme: { shadow: '#000' } },
      { displayName: 'x'.repeat(41) },
      { displayName: 'Wallet\u202e' },
      { hideLogoAllowed: 'yes' },
      {},
    ]) {
      const response = await own.widget.POST(adminCall(body), at(id));
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await errorOf(response)).code).toBe('validation_failed');
    }
    // A partner without a website or origins may have no logo until WIDGET_LOGO_HOSTS names one.
    const bare = await newPartner(own);
    const refused = await own.widget.POST(
      adminCall({ logoUrl: 'https://cdn.example.net/l.png' }),
      at(bare),
    );
    expect(refused.status).toBe(400);
    expect((await errorOf(refused)).fields).toEqual({ logoUrl: 'invalid' });
    expect(
      (await listed.widget.POST(adminCall({ logoUrl: 'https://cdn.example.net/l.png' }), at(bare)))
        .status,
    ).toBe(200);
    // Nothing of the refused writes was stored.
    expect(((await (await own.widget.GET(adminCall(), at(id))).json()) as View).widget).toEqual({
      theme: {},
      hideLogoAllowed: false,
    });
  });

  it('with WIDGET_LOGO_HOSTS takes exactly those hosts, not the partner’s own', async () => {
    const id = await newPartner(listed, { website: 'https://wallet.example' });
    const post = (logoUrl: string) => listed.widget.POST(adminCall({ logoUrl }), at(id));
    expect((await post('https://cdn.example.net/a.png')).status).toBe(200);
    expect((await post('https://img.example.org/a.png')).status).toBe(200);
    expect((await post('https://eu.img.example.org/a.png')).status).toBe(200);
    expect((await post('https://sub.cdn.example.net/a.png')).status).toBe(400);
    expect((await post('https://wallet.example/a.png')).status).toBe(400);
  });

  it('answers 404 for an unknown partner and 403 without the admin token', async () => {
    expect(
      (await own.widget.POST(adminCall({ hideLogoAllowed: true }), at('zzzzzzzzzzzz'))).status,
    ).toBe(404);
    expect((await own.widget.GET(adminCall(), at('zzzzzzzzzzzz'))).status).toBe(404);
    const stranger = new Request(`${SITE}/api/admin/x`, {
      method: 'POST',
      headers: { [CLIENT_IP_HEADER]: '127.0.0.1', 'content-type': 'application/json' },
      body: JSON.stringify({ hideLogoAllowed: true }),
    });
    expect((await own.widget.POST(stranger, at('zzzzzzzzzzzz'))).status).toBe(403);
  });
});
