import { useState } from 'react';
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useInputNavigation } from './use-input-navigation.ts';

/**
 * Inputs registered by order number (question × 10 + slot), shown out of that order, with the
 * page's Save button, a button before them and one after.
 */
function Page({ orders }: { orders: number[] }) {
  const { register, onKeyDown, saveButton, firstInput, lastFocused } = useInputNavigation();
  const [first, setFirst] = useState('');
  const [last, setLast] = useState('');
  return (
    <>
      <button type="button">Before</button>
      {orders.map((order) => (
        <input
          key={order}
          aria-label={`Answer ${order}`}
          ref={register(order)}
          onKeyDown={onKeyDown(order)}
        />
      ))}
      <button type="button">After</button>
      <button type="button" ref={saveButton}>
        Save
      </button>
      <button type="button" onClick={() => setFirst(firstInput()?.getAttribute('aria-label') ?? 'none')}>
        First
      </button>
      <button
        type="button"
        onClick={() => setLast(lastFocused.current?.getAttribute('aria-label') ?? 'none')}
      >
        Last
      </button>
      <output>{first}</output>
      <output aria-label="Last focused">{last}</output>
    </>
  );
}

const input = (order: number) => screen.getByRole('textbox', { name: `Answer ${order}` });

describe('useInputNavigation', () => {
  it('moves with Enter and Tab to the next input by order, then to Save', async () => {
    const user = userEvent.setup();
    render(<Page orders={[20, 10, 21, 30]} />);
    await user.click(input(10));
    await user.keyboard('{Enter}');
    expect(input(20)).toHaveFocus();
    await user.tab();
    expect(input(21)).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(input(30)).toHaveFocus();
    // From the last input to Save, past the buttons between.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
  });

  it('moves back with Shift+Tab, and leaves the first input the browser’s way', async () => {
    const user = userEvent.setup();
    render(<Page orders={[20, 10, 30]} />);
    await user.click(input(30));
    await user.tab({ shift: true });
    expect(input(20)).toHaveFocus();
    await user.tab({ shift: true });
    expect(input(10)).toHaveFocus();
    // Not held: Shift+Tab goes to what comes before in the page (here the input shown first).
    await user.tab({ shift: true });
    expect(input(20)).toHaveFocus();
  });

  it('lets other keys type, and forgets an input once it is gone', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Page orders={[10, 20, 30]} />);
    await user.click(input(10));
    await user.keyboard('du');
    expect(input(10)).toHaveValue('du');
    expect(input(10)).toHaveFocus();
    rerender(<Page orders={[10, 30]} />);
    await user.click(input(10));
    await user.keyboard('{Enter}');
    expect(input(30)).toHaveFocus();
  });

  it('gives the first input by order (after a reset the page focuses it)', async () => {
    const user = userEvent.setup();
    render(<Page orders={[30, 11, 20]} />);
    await user.click(screen.getByRole('button', { name: 'First' }));
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('Answer 11');
  });

  it('takes an input focused before the page hydrated as the one focused last', async () => {
    const user = userEvent.setup();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page orders={[10, 20]} />);
    document.body.append(container);
    // Focused on the server-rendered page, before React has attached any handler.
    container.querySelector<HTMLInputElement>('[aria-label="Answer 20"]')?.focus();
    await act(async () => {
      render(<Page orders={[10, 20]} />, { container, hydrate: true });
    });
    await user.click(screen.getByRole('button', { name: 'Last' }));
    expect(screen.getByRole('status', { name: 'Last focused' })).toHaveTextContent('Answer 20');
  });
});
