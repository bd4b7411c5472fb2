import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { HomePage } from './home-page.tsx';

// The review box reads the learner's cards from the server; the component tests in test/ cover it.
vi.mock('./review-box.tsx', () => ({ ReviewBox: () => null }));

function renderHome() {
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element: <HomePage /> }])} />);
}

describe('HomePage', () => {
  it('walks through the three method steps with the number buttons and the arrows', async () => {
    const user = userEvent.setup();
    renderHome();
    expect(screen.getByRole('heading', { name: 'Understand and Memorize' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous step' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next step' }));
    expect(screen.getByRole('heading', { name: 'Practice Remembering' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^Step 3/ }));
    expect(screen.getByRole('heading', { name: 'Review and Repeat' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next step' })).toBeDisabled();
    expect(screen.getByRole('button', { name: /^Step 3/ })).toHaveAttribute('aria-current', 'step');
  });

  it('links to the how-to page, chapter 1 and the table of contents, with the advice', () => {
    renderHome();
    expect(screen.getByRole('link', { name: 'Chapter One' })).toHaveAttribute('href', '/ch1');
    expect(screen.getByRole('link', { name: 'Table of Contents' })).toHaveAttribute('href', '/toc');
    expect(screen.getByRole('link', { name: 'How to Use This Course' })).toHaveAttribute('href', '/how_to');
    expect(screen.getByText(/just doing drills is not recommended/)).toBeInTheDocument();
  });
});
