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

  describe("when the remote's code cannot be fetched", () => {
    function chunkLoadError(): Error {
      const error = new Error('Loading chunk 371 failed.\n(error: http://localhost/mf/cart/371.8e76b4de.chunk.js)');
      error.name = 'ChunkLoadError';
      return error;
    }

    function Missing(): never {
      throw chunkLoadError();
    }

    function renderMissing(reloadPage: () => void) {
      return render(
        <ThemeProvider theme={storefrontTheme}>
          <RemoteBoundary area="cart" module="./CartPanel" reloadPage={reloadPage}>
            {(attempt) => <Missing key={attempt} />}
          </RemoteBoundary>
        </ThemeProvider>,
      );
    }

    it("offers 'Reload page' instead of a retry that cannot succeed, in the remote's region", () => {
      const reloadPage = jest.fn();
      const { container } = renderMissing(reloadPage);
      expect(screen.getByText('Oops, there is an error!')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Try again?' })).not.toBeInTheDocument();
      const reload = screen.getByRole('button', { name: 'Reload page' });
      expect(container.querySelector('[data-boundary="cart"]')).toContainElement(reload);
      fireEvent.click(reload);
      expect(reloadPage).toHaveBeenCalledTimes(1);
    });

    it('recognises a federation runtime failure to load the remote entry (RUNTIME-008)', () => {
      function EntryMissing(): never {
        throw new Error('[ Federation Runtime ]: Failed to load script resources. #RUNTIME-008');
      }
      render(
        <ThemeProvider theme={storefrontTheme}>
          <RemoteBoundary area="cart" module="./CartPanel" reloadPage={jest.fn()}>
            {() => <EntryMissing />}
          </RemoteBoundary>
        </ThemeProvider>,
      );
      expect(screen.getByRole('button', { name: 'Reload page' })).toBeEnabled();
    });

    it('still reports the failure on the bus', () => {
      const heard = jest.fn();
      on('shell:remote-error', heard);
      renderMissing(jest.fn());
      expect(heard).toHaveBeenCalledWith(
        expect.objectContaining({
          area: 'cart',
          module: './CartPanel',
          message: expect.stringContaining('Loading chunk'),
        }),
        expect.anything(),
      );
    });

    it('renders nothing in a silent region', () => {
      render(
        <ThemeProvider theme={storefrontTheme}>
          <RemoteBoundary area="marketing" module="./EmailPopup" silent reloadPage={jest.fn()}>
            {() => <Missing />}
          </RemoteBoundary>
        </ThemeProvider>,
      );
      expect(screen.queryByRole('button', { name: 'Reload page' })).not.toBeInTheDocument();
    });
  });

  it('silent regions render nothing on failure', () => {
    renderBoundary(1, { silent: true });
    expect(screen.queryByText('Oops, there is an error!')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
