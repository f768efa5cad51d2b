// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listenForTrackedClicks } from '@/components/layout/analytics/tracked-clicks';
import { TRACK_EVENT } from '@/lib/analytics/track';

// Server-rendered links (the header's account button) are tracked through data attributes.

const tracked: unknown[] = [];
const record = (event: Event) => tracked.push((event as CustomEvent).detail);
let stop: () => void = () => undefined;

beforeEach(() => {
  tracked.length = 0;
  window.addEventListener(TRACK_EVENT, record);
  stop = listenForTrackedClicks();
});
afterEach(() => {
  stop();
  window.removeEventListener(TRACK_EVENT, record);
  document.body.innerHTML = '';
});

describe('listenForTrackedClicks', () => {
  it('turns a click inside a data-track element into its tracking event', () => {
    document.body.innerHTML =
      '<a href="#" data-track="account_button_click" data-track-location="header"><span>Create account</span></a>';
    document.querySelector('span')!.click();
    expect(tracked).toEqual([{ event: 'account_button_click', location: 'header' }]);
  });

  it('ignores unknown event names and clicks elsewhere', () => {
    document.body.innerHTML = '<button data-track="steal_cookies">x</button><p>text</p>';
    document.querySelector('button')!.click();
    document.querySelector('p')!.click();
    expect(tracked).toEqual([]);
  });

  it('stops listening when asked', () => {
    document.body.innerHTML = '<a href="#" data-track="account_button_click">x</a>';
    stop();
    document.querySelector('a')!.click();
    expect(tracked).toEqual([]);
  });
});
