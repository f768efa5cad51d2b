// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POPOVER_DISPOSE_MS, Popover } from '@/components/ui/popover';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function setup() {
  render(
    <>
      <Popover trigger={<button type="button">Details</button>} label="Fee details">
        <a href="#fees">Read about fees</a>
      </Popover>
      <button type="button">Elsewhere</button>
    </>,
  );
  return screen.getByRole('button', { name: 'Details' });
}

const panel = () => screen.queryByRole('group', { name: 'Fee details' });

describe('Popover', () => {
  it('toggles from its button, which reports the state in aria-expanded', () => {
    const trigger = setup();
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(panel()).toBeNull();

    fireEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(trigger.getAttribute('aria-controls')).toBe(panel()!.id);
    expect(panel()!.style.getPropertyValue('--floating-distance')).toBe('5px');

    fireEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('keeps the closed panel for 150 ms (its fade-out), then removes it', () => {
    const trigger = setup();
    fireEvent.click(trigger);
    fireEvent.click(trigger);
    act(() => vi.advanceTimersByTime(POPOVER_DISPOSE_MS - 1));
    expect(panel()?.dataset.state).toBe('closed');
    act(() => vi.advanceTimersByTime(1));
    expect(panel()).toBeNull();
    expect(POPOVER_DISPOSE_MS).toBe(150);
  });

  it('closes with Escape from inside and returns focus to its button', () => {
    const trigger = setup();
    fireEvent.click(trigger);
    const link = screen.getByRole('link', { name: 'Read about fees' });
    act(() => link.focus());
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(trigger);
  });

  it('closes on a click outside and when focus leaves it', () => {
    const trigger = setup();
    fireEvent.click(trigger);
    fireEvent.pointerDown(document.body);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(trigger);
    act(() => trigger.focus());
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });
});
