import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from '@emotion/react';
import { BUS_GLOBAL_KEY, on, storefrontTheme } from '@storefront/shared-domain';
import { MAX_REMOTE_RETRIES, RemoteBoundary } from './RemoteBoundary';

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  consoleError.mockRestore();
  delete (globalThis as Record<string, unknown>)[BUS_GLOBAL_KEY];
});

/** Throws for every attempt before `okFrom` (React may render an attempt twice, so failures count attempts). */
function Flaky({ attempt, okFrom }: { attempt: number; okFrom: number }) {
  if (attempt < okFrom) throw new Error('remote exploded');
  return <p>remote content</p>;
}

function renderBoundary(okFrom: number, props: { resetKey?: string; silent?: boolean } = {}) {
  return render(
    <ThemeProvider theme={storefrontTheme}>
      <RemoteBoundary area="cart" module="./CartPanel" {...props}>
        {(attempt) => <Flaky key={attempt} attempt={attempt} okFrom={okFrom} />}
      </RemoteBoundary>
    </ThemeProvider>,
  );
}

describe('RemoteBoundary', () => {
  it("shows the spec's error screen in the remote's region", () => {
    const { container } = renderBoundary(1);
    expect(screen.getByText('Oops, there is an error!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again?' })).toBeEnabled();
    const region = container.querySelector('[data-boundary="cart"]');
    expect(region).toHaveAttribute('data-remote-module', './CartPanel');
    expect(region).toContainElement(screen.getByRole('alert'));
  });

  it("'Try again?' retries and shows the remote once it works", () => {
    renderBoundary(1);
    fireEvent.click(screen.getByRole('button', { name: 'Try again?' }));
    expect(screen.getByText('remote content')).toBeInTheDocument();
    expect(screen.queryByText('Oops, there is an error!')).not.toBeInTheDocument();
  });

  it(`retries at most ${MAX_REMOTE_RETRIES} times, then the button is disabled`, () => {
    renderBoundary(100);
    for (let i = 0; i < MAX_REMOTE_RETRIES; i += 1) {
      fireEvent.click(screen.getByRole('button', { name: 'Try again?' }));
    }
    expect(screen.getByText('Oops, there is an error!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again?' })).toBeDisabled();
  });

  it('retries on the next navigation (new reset key) with a fresh budget', () => {
    function Harness() {
      const [key, setKey] = useState('a');
      return (
        <ThemeProvider theme={storefrontTheme}>
          <button type="button" onClick={() => setKey('b')}>
            navigate
          </button>
          <RemoteBoundary area="cart" module="./CartPanel" resetKey={key}>
            {(attempt) => <Flaky key={attempt} attempt={attempt} okFrom={1} />}
          </RemoteBoundary>
        </ThemeProvider>
      );
    }
    render(<Harness />);
    expect(screen.getByText('Oops, there is an error!')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'navigate' }));
    expect(screen.getByText('remote content')).toBeInTheDocument();
  });

  it('reports the failure on the bus', () => {
    const heard = jest.fn();
    on('shell:remote-error', heard);
    renderBoundary(1);
    expect(heard).toHaveBeenCalledWith(
      { area: 'cart', module: './CartPanel', message: 'remote exploded' },
      expect.anything(),
    );
  });

  it('silent regions render nothing on failure', () => {
    renderBoundary(1, { silent: true });
    expect(screen.queryByText('Oops, there is an error!')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
