// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, type ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TextInput } from '@/components/ui/text-input';
import { messages } from '@/components/ui/text-input.messages';
import { renderIsland } from '@/tests/helpers/render';

const renderWithIntl = (ui: ReactElement) => renderIsland(ui, messages);

afterEach(cleanup);

describe('TextInput', () => {
  it('labels the field and shows an "Optional" marker or a required asterisk', () => {
    renderWithIntl(
      <>
        <TextInput label="Nickname" marker="optional" />
        <TextInput label="Email" marker="required" />
      </>,
    );
    expect(screen.getByText('Optional')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Nickname/ })).toHaveProperty('required', false);
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveProperty('required', true);
  });

  it('renders a search field with its icon', () => {
    const { container } = renderWithIntl(<TextInput type="search" aria-label="Search coins" />);
    expect(screen.getByRole('searchbox', { name: 'Search coins' })).toBeTruthy();
    expect(container.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  });

  it('offers a clear button only while the field has a value, and clearing reaches onChange', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithIntl(<TextInput label="Coin" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Coin' }) as HTMLInputElement;
    expect(screen.queryByRole('button', { name: 'Clear the field' })).toBeNull();

    await user.type(input, 'btc');
    await user.click(screen.getByRole('button', { name: 'Clear the field' }));

    expect(input.value).toBe('');
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ target: expect.objectContaining({ value: '' }) }),
    );
    expect(document.activeElement).toBe(input);
    expect(screen.queryByRole('button', { name: 'Clear the field' })).toBeNull();
  });

  it('hides the clear button again after its form is reset', async () => {
    const user = userEvent.setup();
    const { container } = renderWithIntl(
      <form>
        <TextInput label="Coin" />
      </form>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Coin' }), 'eth');
    (container.querySelector('form') as HTMLFormElement).reset();
    await vi.waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Clear the field' })).toBeNull(),
    );
  });

  it('describes the field, and an error replaces the description and marks it invalid', () => {
    const { rerender } = renderWithIntl(
      <TextInput label="Email" description="We never share it." />,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByText('We never share it.').id);

    rerender(<TextInput label="Email" description="We never share it." error="Enter an email." />);
    expect(screen.queryByText('We never share it.')).toBeNull();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByText('Enter an email.').id);
  });

  it('can be marked invalid without a message', () => {
    renderWithIntl(<TextInput label="Email" invalid />);
    expect(screen.getByRole('textbox').getAttribute('aria-invalid')).toBe('true');
  });

  it('renders an addon on the input row, outside the described control', () => {
    renderWithIntl(<TextInput label="Email" addon={<button type="submit">Go</button>} />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    const addon = screen.getByRole('button', { name: 'Go' });
    expect(addon.parentElement).toBe(input.parentElement!.parentElement);
  });

  it('forwards its ref to the input element', () => {
    const ref = createRef<HTMLInputElement>();
    renderWithIntl(<TextInput label="Email" ref={ref} />);
    expect(ref.current).toBe(screen.getByRole('textbox'));
  });
});
