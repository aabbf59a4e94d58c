/** @jest-environment jest-fixed-jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi, renderBackOffice, renderRemote, type FetchDouble, type MockReply } from '@storefront/testing';
import type { AdminMenu, MenuPlan } from '@storefront/shared-domain/admin';
import AdminExpose from '../../expose/Admin';

let api: FetchDouble | undefined;
afterEach(() => api?.restore());

const MENU = '/api/admin/menu';
const PLAN: MenuPlan = {
  left: [
    {
      category: 'Car Audio',
      handle: 'Car-Audio',
      featured: ['SA-12 D2', 'ZR-8'],
      mobileOnly: false,
      collections: [
        {
          title: 'Subwoofers',
          subtitle: '',
          link: 'Subwoofers',
          skus: ['SA-12 D2'],
          subCollections: [],
          hidePricing: false,
          hidden: false,
        },
        {
          title: 'Wiring',
          subtitle: 'Power and signal',
          link: 'Wiring?type=Power',
          skus: [],
          subCollections: ['Wiring/0-Gauge', 'Wiring/4-Gauge'],
          hidePricing: true,
          hidden: false,
        },
      ],
    },
  ],
  right: [{ category: 'Deals', handle: 'Deals', featured: ['ZR-8'], mobileOnly: true, collections: [] }],
};

/** The menu as stored: a PUT the test does not refuse replaces it, as the service does. */
function renderMenu(refuse?: (plan: MenuPlan) => MockReply | undefined) {
  let stored: AdminMenu = { ...PLAN, editedAt: null };
  const rendered = renderBackOffice(
    <AdminExpose />,
    '/admin/menu',
    async (url, request) => {
      if (url.pathname !== MENU) return undefined;
      if (request.method !== 'PUT') return { body: stored };
      const plan = (await request.clone().json()) as MenuPlan;
      const refusal = refuse?.(plan);
      if (refusal) return refusal;
      stored = { ...plan, editedAt: '2026-03-02T10:00:00.000Z' };
      return { body: stored };
    },
    { permissions: ['catalogue'] },
  );
  api = rendered.api;
  return rendered;
}

const puts = () => api!.requests.filter((r) => r.method === 'PUT');
const byId = (testId: string) => screen.getByTestId(testId);
const CAR = 'catalog-admin-menu-category-left-0';
const fieldOf = (testId: string) => byId(`${testId}-field`);

async function confirmIn(dialogText: string, answer: 'Remove' | 'Cancel') {
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent(dialogText);
  fireEvent.click(within(dialog).getByRole('button', { name: answer }));
}

describe('/admin/menu: the menu editor', () => {
  it('loads the plan into both sides, edits it, and PUTs the exact plan', async () => {
    renderMenu();
    expect(screen.getByRole('heading', { level: 1, name: 'Menu' })).toBeInTheDocument();
    const car = await screen.findByTestId(CAR);
    expect(within(byId('catalog-admin-menu-side-left')).getByRole('heading', { name: 'Left side' })).toBeVisible();
    expect(within(byId('catalog-admin-menu-side-right')).getByRole('group', { name: 'Deals' })).toBeVisible();
    expect(byId(`${CAR}-featured`)).toHaveValue('SA-12 D2\nZR-8');
    expect(byId(`${CAR}-column-1-subs`)).toHaveValue('Wiring/0-Gauge\nWiring/4-Gauge');
    expect(byId(`${CAR}-column-1-hide-prices`)).toBeChecked();
    expect(byId('catalog-admin-menu-category-right-0-mobile')).toBeChecked();

    fireEvent.change(byId(`${CAR}-name`), { target: { value: 'Car audio gear ' } });
    expect(screen.getByRole('group', { name: 'Car audio gear' })).toBe(car);

    fireEvent.click(byId(`${CAR}-add-column`));
    fireEvent.change(byId(`${CAR}-column-2-title`), { target: { value: 'Amplifiers' } });
    fireEvent.change(byId(`${CAR}-column-2-link`), { target: { value: 'Amplifiers' } });
    fireEvent.change(byId(`${CAR}-column-2-skus`), { target: { value: 'A-1\nA-2, A-3\n' } });
    expect(byId(`${CAR}-column-2-down`)).toBeDisabled();
    fireEvent.click(byId(`${CAR}-column-2-up`));
    expect(byId(`${CAR}-column-1-title`)).toHaveValue('Amplifiers');
    expect(byId(`${CAR}-column-0-up`)).toBeDisabled();

    fireEvent.click(byId(`${CAR}-column-0-remove`));
    await confirmIn('Remove the column “Subwoofers” from the menu?', 'Cancel');
    expect(byId(`${CAR}-column-0-title`)).toHaveValue('Subwoofers');
    fireEvent.click(byId(`${CAR}-column-0-remove`));
    await confirmIn('Remove the column “Subwoofers”', 'Remove');
    await waitFor(() => expect(byId(`${CAR}-column-0-title`)).toHaveValue('Amplifiers'));
    expect(screen.queryByTestId(`${CAR}-column-2`)).toBeNull();

    fireEvent.click(byId('catalog-admin-menu-save'));
    expect(await screen.findByText('The menu is saved. Shoppers see it on their next page.')).toBeInTheDocument();
    const [wiring] = PLAN.left[0].collections.slice(1);
    const amplifiers = {
      ...wiring,
      title: 'Amplifiers',
      subtitle: '',
      link: 'Amplifiers',
      skus: ['A-1', 'A-2', 'A-3'],
    };
    expect(puts()).toEqual([
      {
        method: 'PUT',
        path: MENU,
        body: {
          left: [
            {
              ...PLAN.left[0],
              category: 'Car audio gear',
              collections: [{ ...amplifiers, subCollections: [], hidePricing: false }, wiring],
            },
          ],
          right: PLAN.right,
        },
      },
    ]);
  });

  it('moves and removes categories (asking first), and adds one', async () => {
    renderMenu();
    await screen.findByTestId(CAR);
    fireEvent.click(byId('catalog-admin-menu-add-category-right'));
    const added = 'catalog-admin-menu-category-right-1';
    expect(screen.getByRole('group', { name: 'New category' })).toBe(byId(added));
    fireEvent.change(byId(`${added}-name`), { target: { value: 'Home' } });
    fireEvent.change(byId(`${added}-handle`), { target: { value: 'Home-Audio' } });
    fireEvent.change(byId(`${added}-featured`), { target: { value: 'HA-1' } });
    fireEvent.click(byId(`${added}-up`));
    expect(byId('catalog-admin-menu-category-right-0-name')).toHaveValue('Home');

    fireEvent.click(byId('catalog-admin-menu-category-right-1-remove'));
    await confirmIn('Remove the category “Deals” and its columns from the menu?', 'Remove');
    await waitFor(() => expect(screen.queryByTestId('catalog-admin-menu-category-right-1')).toBeNull());
    fireEvent.click(byId('catalog-admin-menu-save'));
    await screen.findByText('The menu is saved. Shoppers see it on their next page.');
    expect(puts()[0].body).toEqual({
      left: PLAN.left,
      right: [{ category: 'Home', handle: 'Home-Audio', featured: ['HA-1'], mobileOnly: false, collections: [] }],
    });
  });
});

describe('/admin/menu: what is refused, and why', () => {
  it('blocks sending while the shared rules find errors, and shows them at their fields', async () => {
    renderMenu();
    await screen.findByTestId(CAR);
    fireEvent.change(byId(`${CAR}-name`), { target: { value: ' ' } });
    fireEvent.change(byId(`${CAR}-featured`), { target: { value: '\n' } });
    fireEvent.change(byId(`${CAR}-column-1-link`), { target: { value: 'not a handle' } });
    fireEvent.click(byId('catalog-admin-menu-save'));
    expect(await within(fieldOf(`${CAR}-name`)).findByText('Enter a name.')).toBeVisible();
    expect(fieldOf(`${CAR}-featured`)).toHaveTextContent(
      'A category needs at least one featured product: its first one gives the menu its image.',
    );
    expect(fieldOf(`${CAR}-column-1-link`)).toHaveTextContent('Enter a collection handle');
    expect(byId('catalog-admin-menu-notice')).toHaveTextContent(
      'Nothing was saved: some fields are not right. 3 fields need attention',
    );
    expect(puts()).toHaveLength(0);

    fireEvent.change(byId(`${CAR}-name`), { target: { value: 'Car Audio' } });
    fireEvent.change(byId(`${CAR}-featured`), { target: { value: 'SA-12 D2' } });
    fireEvent.change(byId(`${CAR}-column-1-link`), { target: { value: 'Wiring' } });
    fireEvent.click(byId('catalog-admin-menu-save'));
    await screen.findByText('The menu is saved. Shoppers see it on their next page.');
    expect(puts()).toHaveLength(1);
  });

  it('shows the service’s refusal at each field, a list’s own error at the list, and a count', async () => {
    renderMenu(() => ({
      status: 400,
      body: {
        error: {
          code: 'invalid_request',
          message: 'Nothing was saved: some fields are not right',
          details: {
            fields: {
              'left.0.featured': 'Unknown sku: ZR-8',
              'left.0.collections.1.link': 'There is no collection with this handle.',
              'left.0.collections': 'At most 20 columns.',
              'right.0.handle': 'There is no collection with this handle.',
            },
          },
        },
      },
    }));
    await screen.findByTestId(CAR);
    fireEvent.click(byId('catalog-admin-menu-save'));
    expect(await screen.findByText('Unknown sku: ZR-8')).toBeVisible();
    expect(fieldOf(`${CAR}-featured`)).toHaveTextContent('Unknown sku: ZR-8');
    expect(fieldOf(`${CAR}-column-1-link`)).toHaveTextContent('There is no collection with this handle.');
    expect(fieldOf('catalog-admin-menu-category-right-0-handle')).toHaveTextContent(
      'There is no collection with this handle.',
    );
    expect(within(byId(CAR)).getByText('At most 20 columns.')).toBeVisible();
    expect(byId('catalog-admin-menu-notice')).toHaveTextContent('4 fields need attention');
    expect(byId('catalog-admin-menu-notice')).toHaveAttribute('role', 'alert');
  });

  it('shows the API’s message for a refusal without fields', async () => {
    renderMenu(() => ({ status: 409, body: { error: { code: 'conflict', message: 'Someone saved the menu first' } } }));
    await screen.findByTestId(CAR);
    fireEvent.click(byId('catalog-admin-menu-save'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Someone saved the menu first');
  });

  it('shows the API’s message when the menu cannot be read', async () => {
    api = mockApi((url) =>
      url.pathname === MENU
        ? { status: 403, body: { error: { code: 'forbidden', message: 'No catalogue permission' } } }
        : undefined,
    );
    renderRemote(<AdminExpose />, { url: '/admin/menu' });
    expect(await screen.findByRole('alert')).toHaveTextContent('No catalogue permission');
    expect(screen.queryByTestId('catalog-admin-menu-save')).toBeNull();
  });
});

it('answers a path under /admin/menu that has no screen with a page that says so', () => {
  api = mockApi(() => undefined);
  renderRemote(<AdminExpose />, { url: '/admin/menu/extra' });
  expect(screen.getByRole('heading', { level: 1, name: 'Not found' })).toBeInTheDocument();
});
