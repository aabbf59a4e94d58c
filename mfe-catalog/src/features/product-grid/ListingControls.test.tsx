/**
 * @jest-environment jest-fixed-jsdom
 */
// The listing controls work without JavaScript: page numbers are links and the order is a GET form, each leading to the
// address the client writes for the same choice. With JavaScript a plain click and a change behave as before.
import { readListingPlace } from '@storefront/shared-domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { useListingPlace } from '../../hooks/useListingPlace';
import { renderRemote } from '../test-utils';
import { Pagination, SortSelect } from '.';

const PATH = '/collections/car-subwoofers';

/** The listing's controls as a page wires them: the address is the state. */
function Listing({ totalPages = 5 }: { totalPages?: number }) {
  const listing = useListingPlace();
  return (
    <>
      <SortSelect value={listing.sort} onChange={listing.setSort} />
      <Pagination page={listing.page} totalPages={totalPages} onPage={listing.setPage} />
    </>
  );
}

function renderListing(search: string) {
  return renderRemote(<Listing />, { url: `${PATH}${search}`, route: '/collections/:handle' });
}

const pagination = () => screen.getByRole('navigation', { name: 'Pagination' });
const pageLink = (name: string) => within(pagination()).getByRole('link', { name });
const here = (router: ReturnType<typeof renderListing>['router']) =>
  router.state.location.pathname + router.state.location.search;

/** What a GET form submits: its action with its fields as the query. */
function submittedAddress(form: HTMLFormElement): string {
  const fields = [...new FormData(form)].map(([name, value]) => [name, String(value)]);
  const query = new URLSearchParams(fields).toString();
  return `${new URL(form.action).pathname}${query ? `?${query}` : ''}`;
}

/** The same address whatever the order of its parameters. */
function sortedParams(address: string): string[] {
  return [...new URL(address, 'http://x').searchParams].map(([k, v]) => `${k}=${v}`).sort();
}

describe('Pagination: page numbers are links', () => {
  it.each([
    ['Page 2', 2],
    ['Previous page', 2],
    ['Next page', 4],
    ['Page 1', 1],
  ])('%s links to the address a click writes (page %d)', (name, page) => {
    const { router } = renderListing('?utm_source=mail&page=3&sort=price-asc');
    const href = pageLink(name).getAttribute('href');
    fireEvent.click(pageLink(name));
    expect(here(router)).toBe(href);
    expect(readListingPlace(router.state.location.search)).toEqual({ page, sort: 'price-asc' });
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('writes the page as the client does: page 1 carries none, the order and other parameters stay', () => {
    renderListing('?utm_source=mail&page=3&sort=price-asc');
    expect(pageLink('Page 2')).toHaveAttribute('href', `${PATH}?utm_source=mail&page=2&sort=price-asc`);
    expect(pageLink('Previous page')).toHaveAttribute('href', `${PATH}?utm_source=mail&page=2&sort=price-asc`);
    expect(pageLink('Next page')).toHaveAttribute('href', `${PATH}?utm_source=mail&page=4&sort=price-asc`);
    expect(pageLink('Page 1')).toHaveAttribute('href', `${PATH}?utm_source=mail&sort=price-asc`);
  });

  it('page 1 of an address with nothing else is the bare path', () => {
    renderListing('?page=2');
    expect(pageLink('Page 1')).toHaveAttribute('href', PATH);
  });

  it('the current page is marked and is not a link', () => {
    renderListing('?page=3');
    const current = pagination().querySelector('[aria-current="page"]')!;
    expect(current).toHaveTextContent(/^Page 3$/);
    expect(current.closest('a')).toBeNull();
    expect(current).not.toHaveAttribute('href');
    expect(within(pagination()).queryByRole('link', { name: 'Page 3' })).not.toBeInTheDocument();
  });

  it('a plain click calls onPage and does not follow the link itself', () => {
    const onPage = jest.fn();
    const { router } = renderRemote(<Pagination page={3} totalPages={5} onPage={onPage} />, {
      url: `${PATH}?page=3`,
    });
    const followed = fireEvent.click(pageLink('Page 2'));
    expect(followed).toBe(false); // default prevented
    expect(onPage).toHaveBeenCalledWith(2);
    expect(here(router)).toBe(`${PATH}?page=3`);
  });

  it.each([{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }])(
    'a click with %p is left to the browser (new tab or window)',
    (modifier) => {
      const onPage = jest.fn();
      const { router } = renderRemote(<Pagination page={3} totalPages={5} onPage={onPage} />, {
        url: `${PATH}?page=3`,
      });
      // Seen after the page's own handler: whether it held the browser back; then jsdom (no tabs) is held back.
      let preventedByPage: boolean | undefined;
      const afterPage = (event: Event) => {
        preventedByPage = event.defaultPrevented;
        event.preventDefault();
      };
      document.addEventListener('click', afterPage, { once: true });
      fireEvent.click(pageLink('Page 2'), modifier);
      expect(preventedByPage).toBe(false);
      expect(onPage).not.toHaveBeenCalled();
      expect(here(router)).toBe(`${PATH}?page=3`);
    },
  );
});

describe('SortSelect: a GET form', () => {
  const form = () => screen.getByTestId('catalog-sort-form') as HTMLFormElement;

  it('goes to the current path with the rest of the address, without the page', () => {
    renderListing('?ref=mail&page=3&sort=rating');
    expect(form()).toHaveAttribute('method', 'get');
    expect(form()).toHaveAttribute('action', PATH);
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveAttribute('name', 'sort');
    expect(submittedAddress(form())).toBe(`${PATH}?ref=mail&sort=rating`);
  });

  it.each(['price-asc', 'default'])('choosing %s submits what the change handler writes', (sort) => {
    const search = '?ref=mail&page=3&sort=rating';
    // Without JavaScript: the shopper picks the order and submits.
    const noScript = renderListing(search);
    (screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).value = sort;
    const submitted = submittedAddress(form());
    noScript.unmount();
    // With JavaScript: the change handler writes the address.
    const { router } = renderListing(search);
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: sort } });

    expect(readListingPlace(new URL(submitted, 'http://x').searchParams)).toEqual(
      readListingPlace(router.state.location.search),
    );
    expect(readListingPlace(router.state.location.search)).toEqual({ page: 1, sort });
    // the same parameters, but for the default order, which the client leaves out
    expect(sortedParams(submitted).filter((p) => p !== 'sort=default')).toEqual(sortedParams(here(router)));
  });

  it('with JavaScript the form never submits itself and shows no button', () => {
    renderListing('?sort=rating');
    expect(fireEvent.submit(form())).toBe(false);
    expect(within(form()).queryByRole('button')).not.toBeInTheDocument();
  });

  it('the server HTML has the chosen order selected and a Sort button for a page without JavaScript', () => {
    const html = renderToString(
      <MemoryRouter initialEntries={[`${PATH}?sort=price-desc&page=2&ref=footer&utm_source=mail&gclid=Cj0`]}>
        <SortSelect value="price-desc" onChange={() => undefined} />
      </MemoryRouter>,
    );
    expect(html).toMatch(/<option value="price-desc" selected="">/);
    expect(html).toContain('<noscript><button type="submit">Sort</button></noscript>');
    expect(html).toContain('<input type="hidden" name="ref" value="footer"/>');
    expect(html).not.toContain('name="page"');
    // Where the visitor came from is not carried: the gateway renders the page without it (it keeps one page for
    // every click on an ad), and the browser's first render must write the same HTML.
    expect(html).not.toMatch(/name="(utm_source|gclid)"/);
  });
});
