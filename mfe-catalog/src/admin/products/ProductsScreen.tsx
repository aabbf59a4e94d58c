// /admin/catalogue: the products a page at a time (the server pages), searched by sku or name and filtered by
// category, stock and discontinued; the address keeps all of it, so Back and reload show the same list.
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import type { AdminProductRow } from '@storefront/shared-domain/admin';
import { AdminPager, AdminTable, AdminToolbar, Button, SelectField, TextField, useAdminQuery } from '@storefront/ui';
import type { AdminColumn, AdminQuery } from '@storefront/ui';
import { useCatalogAdminCategoriesQuery, useCatalogAdminProductsQuery } from '../catalogAdminApi';
import { AdminScreen, ReadState, moneyText } from '../adminUi';
import { CATALOGUE_SECTION, catalogAdminPaths } from '../paths';

const STOCK_OPTIONS = [
  { value: '', label: 'Any stock' },
  { value: 'in', label: 'In stock' },
  { value: 'out', label: 'Out of stock' },
];
const DISCONTINUED_OPTIONS = [
  { value: '', label: 'Any' },
  { value: 'no', label: 'Sold' },
  { value: 'yes', label: 'Discontinued' },
];

function stateText(p: AdminProductRow): string {
  if (p.isDiscontinued) return 'Discontinued';
  if (p.preorderEnabled) return 'Pre-order';
  return p.currentlyInStock ? 'In stock' : 'Out of stock';
}

const COLUMNS: AdminColumn<AdminProductRow>[] = [
  { key: 'sku', header: 'SKU', render: (p) => <Link to={catalogAdminPaths.product(p.sku)}>{p.sku}</Link> },
  { key: 'name', header: 'Name', render: (p) => p.name },
  { key: 'price', header: 'Price', numeric: true, render: (p) => moneyText(p.price) },
  { key: 'available', header: 'Available', numeric: true, render: (p) => p.availableQuantity },
  { key: 'state', header: 'State', render: stateText },
  { key: 'variants', header: 'Variants', numeric: true, render: (p) => p.variantCount },
];

function ProductFilters({ query }: { query: AdminQuery }) {
  const categories = useCatalogAdminCategoriesQuery().data?.categories ?? [];
  const { register, handleSubmit } = useForm({
    defaultValues: {
      q: query.get('q'),
      category: query.get('category'),
      stock: query.get('stock'),
      discontinued: query.get('discontinued'),
    },
  });
  const categoryOptions = [{ value: '', label: 'All categories' }, ...categories.map((c) => ({ value: c, label: c }))];
  return (
    <AdminToolbar label="Filter products" onSubmit={() => void handleSubmit(query.setFilters)()}>
      <TextField label="Search" type="search" hint="SKU or name" registration={register('q')} maxLength={80} />
      <SelectField
        label="Category"
        options={categoryOptions}
        registration={register('category')}
        key={categories.length}
      />
      <SelectField label="Stock" options={STOCK_OPTIONS} registration={register('stock')} />
      <SelectField label="Discontinued" options={DISCONTINUED_OPTIONS} registration={register('discontinued')} />
      <Button type="submit">Filter</Button>
    </AdminToolbar>
  );
}

export function ProductsScreen() {
  const query = useAdminQuery();
  const { data, isLoading, error } = useCatalogAdminProductsQuery(query.apiQuery);
  const filterKey = ['q', 'category', 'stock', 'discontinued'].map(query.get).join('|');
  return (
    <AdminScreen title={CATALOGUE_SECTION.title} testId="catalog-admin-products">
      <ProductFilters key={filterKey} query={query} />
      <ReadState isLoading={isLoading} error={error} />
      {data && (
        <>
          <AdminTable
            caption="Products in catalogue order"
            columns={COLUMNS}
            rows={data.data}
            rowKey={(p) => p.sku}
            empty="No product matches these filters."
            testId="catalog-admin-products-table"
          />
          <AdminPager page={data.page} pageSize={data.pageSize} total={data.total} noun="products" />
        </>
      )}
    </AdminScreen>
  );
}
