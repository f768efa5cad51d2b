// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApplicationForm } from '@/components/for-partners/application-form';
import { messages } from '@/components/for-partners/application-form.messages';
import { renderIsland } from '@/tests/helpers/render';

// The /for-partners application on the bot-checked form kit, as the contact form
// (tests/unit/contact/contact-form.test.tsx): the select of volumes, the optional website, the
// thank-you and the spec's request_demo event.

const fetchMock = vi.fn<typeof fetch>();
const tracked: unknown[] = [];
const onTrack = (event: Event) => tracked.push((event as CustomEvent).detail);

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  tracked.length = 0;
  window.addEventListener('swaplens:track', onTrack);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.removeEventListener('swaplens:track', onTrack);
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function setup() {
  renderIsland(<ApplicationForm />, messages);
  const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(name) });
  const volume = () => screen.getByRole('combobox', { name: /Expected monthly volume/ });
  const user = userEvent.setup();
  return {
    user,
    field,
    volume,
    submit: () => screen.getByRole('button', { name: 'Send application' }),
    async fillAll() {
      await user.type(field('Your name'), 'Ada Lovelace');
      await user.type(field('Company or project'), 'Analytical Wallet');
      await user.type(field('Email address'), 'ada@example.com');
      await user.selectOptions(volume(), '10k-100k');
      await user.type(field('Message'), 'We would like to add swaps to our wallet.');
    },
  };
}

describe('Partner application form', () => {
  it('shows labelled fields before anything loads, the website marked optional', () => {
    const form = setup();
    expect(form.field('Your name').getAttribute('autocomplete')).toBe('name');
    expect(form.field('Company or project').getAttribute('autocomplete')).toBe('organization');
    expect(form.field('Website').getAttribute('inputmode')).toBe('url');
    expect(screen.getByText('Optional')).toBeTruthy();
    const options = [...(form.volume() as HTMLSelectElement).options].map((option) => option.text);
    expect(options).toEqual([
      'Choose a range',
      'Under 10,000 USD',
      '10,000 to 100,000 USD',
      '100,000 to 1,000,000 USD',
      'Over 1,000,000 USD',
    ]);
  });

  it('names every missing field, the volume and a bad website included, and sends nothing', async () => {
    const form = setup();
    await form.user.type(form.field('Website'), 'not a website');
    await form.user.click(form.submit());
    expect(await screen.findAllByText('Please fill in this field.')).toHaveLength(5);
    expect(
      screen.getByText('Enter a website address, for example https://example.com.'),
    ).toBeTruthy();
    expect(form.volume().getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(form.field('Your name')));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the application, thanks the visitor and tracks request_demo', async () => {
    fetchMock.mockResolvedValue(json(200, { status: 'received', message: 'ok' }));
    const form = setup();
    await form.fillAll();
    await form.user.click(form.submit());

    const thanks = await screen.findByRole('status');
    expect(thanks.textContent).toContain('Thank you, your application has been sent');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/apiglobal/partners/application');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Ada Lovelace',
      company: 'Analytical Wallet',
      email: 'ada@example.com',
      expectedVolume: '10k-100k',
      message: 'We would like to add swaps to our wallet.',
      googleReCaptchaToken: null,
    });
    expect(tracked).toEqual([{ event: 'request_demo', status: 'success' }]);

    // Another message: the person and the business stay.
    await form.user.click(screen.getByRole('button', { name: 'Send another message' }));
    expect((form.field('Company or project') as HTMLInputElement).value).toBe('Analytical Wallet');
    expect((form.field('Message') as HTMLTextAreaElement).value).toBe('');
  });

  it('says "Something went wrong" on a failure, keeps everything and tracks the error', async () => {
    fetchMock.mockResolvedValue(
      json(503, { error: { code: 'service_unavailable', message: 'Unavailable.' } }),
    );
    const form = setup();
    await form.fillAll();
    await form.user.click(form.submit());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Something went wrong');
    expect((form.volume() as HTMLSelectElement).value).toBe('10k-100k');
    expect(tracked).toEqual([{ event: 'request_demo', status: 'error' }]);
  });
});
