import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { act } from 'react';
import { render, screen } from '@testing-library/react';
import { useHydrated } from './useHydrated';

function Clock() {
  return <p>{useHydrated() ? 'client' : 'server'}</p>;
}

describe('useHydrated', () => {
  it('is false in the server render and during hydration, true right after', async () => {
    const html = renderToString(<Clock />);
    expect(html).toContain('server');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      hydrateRoot(container, <Clock />);
    });
    expect(container.textContent).toBe('client');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    container.remove();
  });

  it('is true at once in a client-only render', () => {
    render(<Clock />);
    expect(screen.getByText('client')).toBeInTheDocument();
  });
});
