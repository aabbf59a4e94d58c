/** @jest-environment jsdom */
// A part fetched on demand: fetched once however often the shopper shows intent; a failed fetch is logged with its
// owner, shows what the caller chose, and the next attempt fetches again.
import '@testing-library/jest-dom';
import { createElement as h, Suspense } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { OnDemandBoundary, onDemandPart, useOnDemandPart, useOnDemandPartPerPage, type OnDemandPart } from './onDemand';

type Greeting = { name: string };
const partModule = { Greeting: ({ name }: Greeting) => h('p', null, `Hello ${name}`) };

function Host({ part }: { part: OnDemandPart<Greeting> }) {
  const { Lazy, attempt, retry } = useOnDemandPart(part);
  return h(OnDemandBoundary, {
    key: attempt,
    what: part.what,
    failed: h('button', { onClick: retry }, 'Try again'),
    children: h(Suspense, { fallback: h('p', null, 'Loading') }, h(Lazy, { name: 'shopper' })),
  });
}

/** The greeting part, whose first fetch fails as a lost chunk does. */
function greetingFailingOnce() {
  const load = jest
    .fn<Promise<typeof partModule>, []>()
    .mockRejectedValueOnce(new Error('Loading chunk lazy-greeting failed'))
    .mockResolvedValue(partModule);
  return { load, part: onDemandPart('owner', 'the greeting', load, (module) => module.Greeting) };
}

describe('onDemandPart', () => {
  it('fetches the part once however often it is prefetched, and renders it', async () => {
    const load = jest.fn(() => Promise.resolve(partModule));
    const part = onDemandPart('owner', 'the greeting', load, (module) => module.Greeting);

    await Promise.all([part.prefetch(), part.prefetch()]);
    await part.prefetch();
    render(h(Host, { part }));

    expect(await screen.findByText('Hello shopper')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders a part whose code has arrived in the first render, without suspending', async () => {
    const part = onDemandPart(
      'owner',
      'the greeting',
      () => Promise.resolve(partModule),
      (module) => module.Greeting,
    );
    await part.prefetch();
    render(h(Host, { part }));

    expect(screen.getByText('Hello shopper')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('shows `failed` and logs with the owner when the fetch fails; retry fetches again and renders the part', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { load, part } = greetingFailingOnce();
    render(h(Host, { part }));

    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(consoleError).toHaveBeenCalledWith('[owner] the greeting could not be loaded', expect.any(Error));
    expect(screen.queryByText('Hello shopper')).not.toBeInTheDocument();

    expect(await screen.findByText('Hello shopper')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    consoleError.mockRestore();
  });

  it('a prefetch that fails settles quietly, and the next prefetch fetches again', async () => {
    const load = jest
      .fn<Promise<typeof partModule>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(partModule);
    const part = onDemandPart('owner', 'the greeting', load, (module) => module.Greeting);

    await expect(part.prefetch()).resolves.toBeUndefined();
    await part.prefetch();
    render(h(Host, { part }));

    expect(await screen.findByText('Hello shopper')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

function PerPageHost({ part, pathname }: { part: OnDemandPart<Greeting>; pathname: string }) {
  const { Lazy, attempt, failed, onError } = useOnDemandPartPerPage(part, pathname);
  return h(
    'div',
    null,
    failed ? h('p', null, 'Failed here') : null,
    h(OnDemandBoundary, {
      key: attempt,
      what: part.what,
      onError,
      children: h(Suspense, { fallback: null }, h(Lazy, { name: 'shopper' })),
    }),
  );
}

describe('useOnDemandPartPerPage', () => {
  it('does not fetch a failed part again on the page it failed on, and does on the next page', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { load, part } = greetingFailingOnce();
    const { rerender } = render(h(PerPageHost, { part, pathname: '/' }));

    expect(await screen.findByText('Failed here')).toBeInTheDocument();
    rerender(h(PerPageHost, { part, pathname: '/' }));
    expect(load).toHaveBeenCalledTimes(1);

    rerender(h(PerPageHost, { part, pathname: '/collections/car-subwoofers' }));
    expect(await screen.findByText('Hello shopper')).toBeInTheDocument();
    expect(screen.queryByText('Failed here')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    consoleError.mockRestore();
  });
});
