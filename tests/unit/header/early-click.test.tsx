// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  EARLY_CLICK_GLOBAL,
  earlyClickScript,
  takeEarlyClick,
} from '@/components/layout/header/early-click';
import { EarlyClickReplay } from '@/components/layout/header/early-click-replay';

// A tap on a header button before hydration is kept by the inline script and clicked again
// once the header has hydrated; once React listens on the document it is React's to replay.

const store = () => window as unknown as Record<string, unknown>;

function page() {
  document.body.innerHTML =
    '<header><button type="button" id="burger"><svg><path id="icon"/></svg></button><a href="/x" id="link">x</a></header><button type="button" id="outside">o</button>';
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
    page();
    new Function(earlyClickScript())();
  });
  afterEach(() => {
    for (const [type, listener, capture] of listeners) {
      document.removeEventListener(type, listener, capture);
    }
    vi.restoreAllMocks();
    delete store()[EARLY_CLICK_GLOBAL];
    delete (document as unknown as Record<string, unknown>)._reactListening_test;
    cleanup();
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

  it('keeps nothing once React listens on the document (React replays it then)', () => {
    (document as unknown as Record<string, unknown>)._reactListening_test = true;
    document.getElementById('burger')!.click();
    expect(store()[EARLY_CLICK_GLOBAL]).toBeUndefined();
  });

  it('clicks the kept button once after hydration, and only once', () => {
    const burger = document.getElementById('burger')!;
    burger.click();
    const clicks = vi.fn();
    burger.addEventListener('click', clicks);
    (document as unknown as Record<string, unknown>)._reactListening_test = true;
    render(<EarlyClickReplay />);
    expect(clicks).toHaveBeenCalledTimes(1);
    expect(takeEarlyClick(window)).toBeNull();
  });
});
