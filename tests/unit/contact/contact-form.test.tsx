// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContactForm } from '@/components/contact/contact-form';
import { messages } from '@/components/contact/contact-form.messages';
import { renderIsland } from '@/tests/helpers/render';

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

function setup() {
  renderIsland(<ContactForm />, messages);
  const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(name) });
  return {
    user: userEvent.setup(),
    field,
    submit: () => screen.getByRole('button', { name: 'Send message' }),
    async fill(values: Partial<Record<'name' | 'email' | 'subject' | 'message', string>>) {
      const labels = {
        name: 'Your name',
        email: 'Email address',
        subject: 'Subject',
        message: 'Message',
      };
      for (const [key, value] of Object.entries(values)) {
        await this.user.type(field(labels[key as keyof typeof labels]), value);
      }
    },
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const complete = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'My swap',
  message: 'Where are my coins? It has been an hour.',
};

describe('Contact form', () => {
  it('shows labelled fields before anything loads, the message with its hint', () => {
    const { field } = setup();
    expect(field('Your name')).toBeTruthy();
    expect(field('Email address').getAttribute('autocomplete')).toBe('email');
    expect(field('Subject')).toBeTruthy();
    expect(field('Message').tagName).toBe('TEXTAREA');
    expect(screen.getByText(/Add its Swap ID/)).toBeTruthy();
  });

  it('refuses pasted control characters and bidi overrides in words, sending nothing', async () => {
    const form = setup();
    await form.fill({ name: 'Ada', email: 'ada@example.com' });
    await form.user.click(form.field('Subject'));
    await form.user.paste('Refund\u202eexe.pdf');
    await form.user.click(form.field('Message'));
    await form.user.paste(
      'Hello there\r\x1b[2K\x1b[1A\x1b[2K    Alice\n    Fast swap, fair rate, thanks!',
    );
    await form.user.click(form.submit());

    const words =
      'Please remove the invisible control or text-direction characters from this field.';
    expect(await screen.findAllByText(words)).toHaveLength(2);
    expect(form.field('Subject').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('names every missing or short field on submit and sends nothing', async () => {
    const form = setup();
    await form.fill({ email: 'ada@', message: 'Hello' });
    await form.user.click(form.submit());

    expect(await screen.findAllByText('Please fill in this field.')).toHaveLength(2);
    expect(screen.getByText(/Enter a valid email address/)).toBeTruthy();
    expect(screen.getByText('Please write at least 10 characters.')).toBeTruthy();
    expect(form.field('Your name').getAttribute('aria-invalid')).toBe('true');
    // The first field in error takes the focus.
    await waitFor(() => expect(document.activeElement).toBe(form.field('Your name')));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps what was typed before the form engine loaded', async () => {
    const form = setup();
    // Typed straight into the server-rendered fields, before any focus handler ran.
    (form.field('Your name') as HTMLInputElement).value = 'Ada';
    await form.fill({
      email: complete.email,
      subject: complete.subject,
      message: complete.message,
    });
    fetchMock.mockResolvedValue(json(200, { status: 'received', message: 'ok' }));
    await form.user.click(form.submit());
    await screen.findByRole('status');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toMatchObject({ name: 'Ada' });
  });

  it('posts the message, then thanks the visitor in place of the form and tracks it', async () => {
    fetchMock.mockResolvedValue(json(200, { status: 'received', message: 'ok' }));
    const form = setup();
    await form.fill(complete);
    await form.user.click(form.submit());

    const thanks = await screen.findByRole('status');
    expect(thanks.textContent).toContain('Thank you, your message has been sent');
    expect(document.activeElement).toBe(thanks);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/apiglobal/contact/message');
    expect(new Headers(init?.headers).get('Accept-Language')).toBe('en');
    // No site key: the server has no secret either and needs no token.
    expect(JSON.parse(String(init?.body))).toEqual({ ...complete, googleReCaptchaToken: null });
    expect(tracked).toEqual([{ event: 'contact_submit', status: 'success' }]);

    // Another message: name and address stay, subject and text start empty.
    await form.user.click(screen.getByRole('button', { name: 'Write another message' }));
    expect((form.field('Your name') as HTMLInputElement).value).toBe('Ada Lovelace');
    expect((form.field('Email address') as HTMLInputElement).value).toBe('ada@example.com');
    expect((form.field('Subject') as HTMLInputElement).value).toBe('');
    expect((form.field('Message') as HTMLTextAreaElement).value).toBe('');
  });

  it('says "Something went wrong / Please try again" on a failure and keeps everything', async () => {
    fetchMock.mockResolvedValue(
      json(503, { error: { code: 'service_unavailable', message: 'Unavailable.' } }),
    );
    const form = setup();
    await form.fill(complete);
    await form.user.click(form.submit());

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Something went wrong');
    expect(alert.textContent).toContain('Please try again.');
    expect((form.field('Message') as HTMLTextAreaElement).value).toBe(complete.message);
    expect(form.submit()).toHaveProperty('disabled', false);
    expect(tracked).toEqual([{ event: 'contact_submit', status: 'error' }]);
  });

  it("puts the server's verdict on a field under that field", async () => {
    fetchMock.mockResolvedValue(
      json(400, {
        error: { code: 'invalid_email', message: 'x', fields: { email: 'invalid_email' } },
      }),
    );
    const form = setup();
    await form.fill(complete);
    await form.user.click(form.submit());

    expect(await screen.findByText(/Enter a valid email address/)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the rate limit's own message, which says how long to wait", async () => {
    fetchMock.mockResolvedValue(
      json(429, {
        error: {
          code: 'rate_limited',
          message: 'Too many requests. Please try again in 60 seconds.',
        },
      }),
    );
    const form = setup();
    await form.fill(complete);
    await form.user.click(form.submit());
    expect((await screen.findByRole('alert')).textContent).toContain('try again in 60 seconds');
  });
});
