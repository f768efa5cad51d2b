// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  EARLY_CLICK_GLOBAL,
  REPLAY_EVERY_MS,
  earlyClickScript,
} from '@/components/layout/header/early-click';

// A tap on a header button before hydration is kept by the inline script and clicked again
// once that button has hydrated (React's props key on it); once React listens on the document it
// is React's to replay.

const store = () => window as unknown as Record<string, unknown>;

function page() {
  document.body.innerHTML =
    '<header><button type="button" id="burger"><svg><path id="icon"/></svg></button><a href="/x" id="link">x</a></header><button type="button" id="outside">o</button>' +
    // An island that opts in (the home hero's form): its plain buttons are kept, its submit
    // buttons work on their own (a GET form) and are left alone.
    '<form data-early-click><button type="button" id="picker"><span id="ticker">BTC</span></button><button type="submit" id="flip">f</button></form>';
}

describe('early clicks in the header', () => {
  let listeners: Array<[string, EventListenerOrEventListenerObject, boolean]>;
  beforeEach(() => {
    listeners = [];
    const add = document.addEventListener.bind(document);
    vi.spyOn(document, 'addEventListener').mockImplementation((type, listener, options) => {
      listeners.push([type, listener, options === true]);
      add(type, listener, options);
    });
    vi.useFakeTimers();
    page();
    new Function(earlyClickScript())();
  });
  afterEach(() => {
    for (const [type, listener, capture] of listeners) {
      document.removeEventListener(type, listener, capture);
    }
    vi.useRealTimers();
    vi.restoreAllMocks();
    delete store()[EARLY_CLICK_GLOBAL];
    delete (document as unknown as Record<string, unknown>)._reactListening_test;
  });

  it('keeps the last header button tapped, from anywhere inside it', () => {
    document.getElementById('icon')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(store()[EARLY_CLICK_GLOBAL]).toBe(document.getElementById('burger'));
  });

  it('keeps nothing for links or buttons outside the header', () => {
    document.getElementById('link')!.click();
    document.getElementById('outside')!.click();
    expect(store()[EARLY_CLICK_GLOBAL]).toBeUndefined();
  });

  it('keeps a plain button of an island marked data-early-click, not its submit buttons', () => {
    document.getElementById('flip')!.addEventListener('click', (event) => event.preventDefault());
    document.getElementById('flip')!.click();
    expect(store()[EARLY_CLICK_GLOBAL]).toBeUndefined();
    document.getElementById('ticker')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(store()[EARLY_CLICK_GLOBAL]).toBe(document.getElementById('picker'));
  });

  it('clicks a kept island button once it has hydrated', () => {
    const picker = document.getElementById('picker')!;
    picker.click();
    const clicks = vi.fn();
    picker.addEventListener('click', clicks);
    (picker as unknown as Record<string, unknown>)['__reactProps$test'] = {};
    vi.advanceTimersByTime(REPLAY_EVERY_MS);
    expect(clicks).toHaveBeenCalledTimes(1);
  });

  it('keeps nothing once React listens on the document (React replays it then)', () => {
    (document as unknown as Record<string, unknown>)._reactListening_test = true;
    document.getElementById('burger')!.click();
    expect(store()[EARLY_CLICK_GLOBAL]).toBeUndefined();
  });

  it('clicks the kept button once it has hydrated, and only once', () => {
    const burger = document.getElementById('burger')!;
    burger.click();
    const clicks = vi.fn();
    burger.addEventListener('click', clicks);
    vi.advanceTimersByTime(REPLAY_EVERY_MS * 4);
    expect(clicks).not.toHaveBeenCalled();
    // Hydration: React lists on the document and puts the button's props on it.
    (document as unknown as Record<string, unknown>)._reactListening_test = true;
    (burger as unknown as Record<string, unknown>)['__reactProps$test'] = {};
    vi.advanceTimersByTime(REPLAY_EVERY_MS);
    expect(clicks).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(REPLAY_EVERY_MS * 10);
    expect(clicks).toHaveBeenCalledTimes(1);
    expect(store()[EARLY_CLICK_GLOBAL]).toBeUndefined();
  });

  it('gives up on a button that never hydrates', () => {
    document.getElementById('burger')!.click();
    vi.advanceTimersByTime(REPLAY_EVERY_MS * 401);
    expect(store()[EARLY_CLICK_GLOBAL]).toBeUndefined();
  });
});
