// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReviewForm } from '@/components/reviews/review-form';
import { messages } from '@/components/reviews/review-form.messages';
import { renderIsland } from '@/tests/helpers/render';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function setup(locale: 'en' | 'de' = 'en') {
  renderIsland(<ReviewForm />, messages, { locale });
  return { user: userEvent.setup() };
}

const text = 'Fast, and the fees were exactly as shown.';

describe('Review form', () => {
  it('offers five ratings as radio buttons named in words', () => {
    setup();
    const group = screen.getByRole('group', { name: /Your rating/ });
    const radios = screen.getAllByRole('radio');
    expect(group).toBeTruthy();
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['1', '2', '3', '4', '5']);
    expect(screen.getByRole('radio', { name: '1 star' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeTruthy();
  });

  it('refuses pasted control characters and bidi overrides in words, sending nothing', async () => {
    const { user } = setup('de');
    await user.click(screen.getByRole('radio', { name: '5 Sterne' }));
    await user.click(screen.getByRole('textbox', { name: /Ihr Name/ }));
    await user.paste('Alice\u202e');
    await user.click(screen.getByRole('textbox', { name: /Ihre Bewertung/ }));
    await user.paste('Great\r\x1b[2K\x1b[1A\x1b[2K    Alice\n    Fast swap, fair rate, thanks!');
    await user.click(screen.getByRole('button', { name: 'Bewertung senden' }));

    const words =
      'Bitte entfernen Sie die unsichtbaren Steuer- oder Textrichtungszeichen aus diesem Feld.';
    expect(await screen.findAllByText(words)).toHaveLength(2);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for a rating and refuses what is not a Swap ID, sending nothing', async () => {
    const { user } = setup();
    await user.type(screen.getByRole('textbox', { name: /Your name/ }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: /Your review/ }), text);
    await user.type(screen.getByRole('textbox', { name: /Swap ID/ }), 'K7M2');
    await user.click(screen.getByRole('button', { name: 'Send review' }));

    expect(await screen.findByText('Please choose a rating.')).toBeTruthy();
    expect(screen.getByText(/This is not a Swap ID/)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the rating as a number and the Swap ID as read, then says it awaits moderation', async () => {
    fetchMock.mockResolvedValue(json(200, { status: 'pending', message: 'ok' }));
    const { user } = setup();
    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    await user.type(screen.getByRole('textbox', { name: /Your name/ }), ' Ada ');
    await user.type(screen.getByRole('textbox', { name: /Your review/ }), text);
    await user.type(screen.getByRole('textbox', { name: /Swap ID/ }), 'k7m2-q9xd-3f8h');
    await user.click(screen.getByRole('button', { name: 'Send review' }));

    const thanks = await screen.findByRole('status');
    expect(thanks.textContent).toContain('once it has been checked');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/apiglobal/reviews');
    expect(JSON.parse(String(init?.body))).toEqual({
      rating: 4,
      name: 'Ada',
      text,
      swapId: 'K7M2Q9XD3F8H',
      googleReCaptchaToken: null,
    });
  });

  it('keeps a rating chosen before the form engine arrived', async () => {
    fetchMock.mockResolvedValue(json(200, { status: 'pending', message: 'ok' }));
    const { user } = setup();
    // Chosen in the server-rendered form, before any handler could load the engine.
    (screen.getByRole('radio', { name: '3 stars' }) as HTMLInputElement).checked = true;
    await user.type(screen.getByRole('textbox', { name: /Your name/ }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: /Your review/ }), text);
    expect(screen.getByRole('radio', { name: '3 stars' })).toHaveProperty('checked', true);
    await user.click(screen.getByRole('button', { name: 'Send review' }));
    await screen.findByRole('status');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toMatchObject({ rating: 3 });
  });

  it('shows the failure in the page language and keeps the review', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { user } = setup('de');
    await user.click(screen.getByRole('radio', { name: '5 Sterne' }));
    await user.type(screen.getByRole('textbox', { name: /Ihr Name/ }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: /Ihre Bewertung/ }), text);
    await user.click(screen.getByRole('button', { name: 'Bewertung senden' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Etwas ist schiefgelaufen');
    expect(alert.textContent).toContain('Bitte versuchen Sie es erneut.');
    expect(screen.getByRole('radio', { name: '5 Sterne' })).toHaveProperty('checked', true);
  });
});
