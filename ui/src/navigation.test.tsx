import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Breadcrumb } from './Breadcrumb';
import { Pagination } from './Pagination';

const crumbs = [{ label: 'Home', to: '/' }, { label: 'Amplifiers', to: '/collections/amplifiers' }, { label: 'AMP-1' }];

describe('Breadcrumb', () => {
  it('links every crumb but the last, which is the current page', () => {
    render(<Breadcrumb items={crumbs} testId="ui-crumbs" />, { wrapper: MemoryRouter });
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(nav).toHaveAttribute('data-testid', 'ui-crumbs');
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/', '/collections/amplifiers']);
    expect(within(nav).getByText('AMP-1')).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getAllByRole('listitem')).toHaveLength(3);
  });

  it('writes a given separator between crumbs, hidden from assistive technology; without one it writes none', () => {
    const { unmount } = render(<Breadcrumb items={crumbs} testId="ui-crumbs" separator=">" />, {
      wrapper: MemoryRouter,
    });
    expect(screen.getByTestId('ui-crumbs')).toHaveTextContent('Home>Amplifiers>AMP-1');
    expect(screen.getAllByText('>')[0]).toHaveAttribute('aria-hidden', 'true');
    unmount();
    render(<Breadcrumb items={crumbs} testId="ui-crumbs" />, { wrapper: MemoryRouter });
    expect(screen.getByTestId('ui-crumbs')).toHaveTextContent('HomeAmplifiersAMP-1');
  });
});

describe('Pagination', () => {
  const renderPages = (page: number, onStep = jest.fn()) =>
    render(
      <Pagination
        page={page}
        totalPages={10}
        isMobile={false}
        label="Pages"
        testId="ui-pages"
        ellipsisTestId="ui-pages-ellipsis"
        renderStep={(item) => (
          <button type="button" onClick={() => onStep(item)}>
            {item.type === 'page' ? item.page : item.type}
          </button>
        )}
      />,
    );

  it("lays out the store's page rule: controls from the caller, hidden ellipsis cells from the frame", () => {
    const onStep = jest.fn();
    renderPages(1, onStep);
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['1', '2', '3', '4', '10', 'next']);
    expect(screen.getByTestId('ui-pages-ellipsis')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByTestId('ui-pages-ellipsis')).toHaveTextContent('…');
    fireEvent.click(screen.getByRole('button', { name: 'next' }));
    expect(onStep).toHaveBeenCalledWith({ type: 'next', page: 2 });
  });

  it('shows nothing at one page', () => {
    render(
      <Pagination page={1} totalPages={1} isMobile={false} label="Pages" testId="ui-pages" renderStep={() => null} />,
    );
    expect(screen.queryByTestId('ui-pages')).not.toBeInTheDocument();
  });
});
