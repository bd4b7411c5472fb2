import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ErrorScreen } from './error-screen.tsx';
import { Markup, sanitiseMarkup } from './markup.tsx';
import { Modal } from './modal.tsx';

describe('sanitised markup', () => {
  it('keeps span tags and their class, and drops every other tag and script', () => {
    const html = sanitiseMarkup(
      '<span class="de">der Tisch</span><script>alert(1)</script><b>bold</b><img src=x onerror="alert(1)">',
    );
    expect(html).toBe('<span class="de">der Tisch</span>bold');
  });

  it('renders plain text as text, markup as sanitised HTML', () => {
    render(
      <>
        <Markup text="<b>not markup" />
        <Markup text='<span class="de">das Haus</span>' />
      </>,
    );
    expect(screen.getByText('<b>not markup')).toBeInTheDocument();
    const german = screen.getByText('das Haus');
    expect(german.tagName).toBe('SPAN');
    expect(german).toHaveClass('de');
  });
});

describe('ErrorScreen', () => {
  it("shows the spec's title, both buttons and the error text", () => {
    const router = createMemoryRouter([
      {
        path: '/',
        element: <ErrorScreen error={new Error('User answers (subject pronouns) could not be loaded.')} />,
      },
    ]);
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { name: "Sorry, there's been a problem..." })).toBeInTheDocument();
    expect(screen.getByText("Let's give it another try...")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
    expect(screen.getByText('Alternately, you can return to the previous page.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '← Go Back' })).toBeInTheDocument();
    expect(screen.getByText('User answers (subject pronouns) could not be loaded.')).toBeInTheDocument();
  });

  it('goes back in history with "← Go Back"', async () => {
    const router = createMemoryRouter(
      [
        { path: '/previous', element: <p>previous page</p> },
        { path: '/broken', element: <ErrorScreen error="failed" /> },
      ],
      { initialEntries: ['/previous', '/broken'], initialIndex: 1 },
    );
    render(<RouterProvider router={router} />);
    await userEvent.click(screen.getByRole('button', { name: '← Go Back' }));
    expect(await screen.findByText('previous page')).toBeInTheDocument();
  });
});

function ModalHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal open={open} onOpenChange={setOpen} title="Achtung!">
        <p>Inside</p>
        <button type="button">Inner</button>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('closes on Escape and gives focus back to the control that opened it', async () => {
    const user = userEvent.setup();
    render(<ModalHarness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    expect(await screen.findByRole('dialog', { name: 'Achtung!' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('closes with its close button', async () => {
    const user = userEvent.setup();
    render(<ModalHarness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps focus inside while open', async () => {
    const user = userEvent.setup();
    render(<ModalHarness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog');
    for (let press = 0; press < 4; press += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });
});
