// /admin/collections: the collection pages a page at a time (the server pages), in the shop's order (each collection
// followed by its sub-collections), searched by handle or title; the address keeps both, so Back and reload show the
// same list.
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import type { AdminCollectionRow } from '@storefront/shared-domain/admin';
import {
  AdminPager,
  AdminTable,
  AdminToolbar,
  Button,
  TextField,
  adminDateTimeText,
  useAdminQuery,
} from '@storefront/ui';
import type { AdminColumn, AdminQuery } from '@storefront/ui';
import { useCatalogAdminCollectionsQuery } from '../catalogAdminApi';
import { AdminScreen, ReadState } from '../adminUi';
import { COLLECTIONS_SECTION, catalogAdminPaths } from '../paths';

/** When staff last changed the page, or that nobody has since the seed. */
export const editedText = (editedAt: string | null) => (editedAt ? adminDateTimeText(editedAt) : 'As seeded');

const COLUMNS: AdminColumn<AdminCollectionRow>[] = [
  {
    key: 'handle',
    header: 'Handle',
    render: (c) => <Link to={catalogAdminPaths.collection(c.handle)}>{c.handle}</Link>,
  },
  { key: 'title', header: 'Title', render: (c) => c.title },
  { key: 'parent', header: 'Parent', render: (c) => c.parentHandle ?? '—' },
  { key: 'products', header: 'Products', numeric: true, render: (c) => c.productCount },
  { key: 'edited', header: 'Edited', render: (c) => editedText(c.editedAt) },
];

function CollectionSearch({ query }: { query: AdminQuery }) {
  const { register, handleSubmit } = useForm({ defaultValues: { q: query.get('q') } });
  return (
    <AdminToolbar label="Search collections" onSubmit={() => void handleSubmit(query.setFilters)()}>
      <TextField label="Search" type="search" hint="Handle or title" registration={register('q')} maxLength={80} />
      <Button type="submit">Search</Button>
    </AdminToolbar>
  );
}

export function CollectionsScreen() {
  const query = useAdminQuery();
  const { data, isLoading, error } = useCatalogAdminCollectionsQuery(query.apiQuery);
  return (
    <AdminScreen title={COLLECTIONS_SECTION.title} testId="catalog-admin-collections">
      <CollectionSearch key={query.get('q')} query={query} />
      <ReadState isLoading={isLoading} error={error} />
      {data && (
        <>
          <AdminTable
            caption="Collections in the shop's order"
            columns={COLUMNS}
            rows={data.data}
            rowKey={(c) => c.handle}
            empty="No collection matches this search."
            testId="catalog-admin-collections-table"
          />
          <AdminPager page={data.page} pageSize={data.pageSize} total={data.total} noun="collections" />
        </>
      )}
    </AdminScreen>
  );
}
