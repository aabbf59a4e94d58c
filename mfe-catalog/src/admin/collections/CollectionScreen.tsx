// /admin/collections/<handle>: one collection page's facts (its place in the shop, what it lists) and the form of its
// texts and image. The form checks the shared rules before sending, sends only what changed, and shows the service's
// refusal by field.
import { css } from '@emotion/react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { spacing } from '@storefront/shared-domain';
import type { AdminCollection } from '@storefront/shared-domain/admin';
import { AdminFacts, AdminNotice, BusyButton, TextAreaField, TextField } from '@storefront/ui';
import { useCatalogAdminCollectionQuery, useCatalogAdminUpdateCollectionMutation } from '../catalogAdminApi';
import { AdminScreen, BackLink, ReadState } from '../adminUi';
import { showRefusal } from '../products/formUi';
import { catalogAdminPaths } from '../paths';
import {
  collectionFormValues,
  collectionPatchOf,
  collectionResolver,
  type CollectionFormValues,
} from './collectionForm';
import { editedText } from './CollectionsScreen';

const IMAGE_HINT = "A path starting with / or an https address; empty uses the first product's image";

// One column: the texts are long, and each field reads best at the width of the screen's text.
const formCss = css`
  label: catalog-admin-collection-form;
  display: grid;
  gap: ${spacing.sm};
  max-width: 48rem;
  > div:last-child {
    margin-top: ${spacing.sm};
  }
`;

const subsCss = css`
  label: catalog-admin-collection-subs;
  margin: 0;
  padding-left: ${spacing.md};
`;

type Notice = { kind: 'error' | 'success'; text: string };

function useCollectionForm(collection: AdminCollection) {
  const [save, { isLoading }] = useCatalogAdminUpdateCollectionMutation();
  const [notice, setNotice] = useState<Notice | null>(null);
  const storedText = JSON.stringify(collectionFormValues(collection));
  const stored = JSON.parse(storedText) as CollectionFormValues;
  const form = useForm<CollectionFormValues>({ defaultValues: stored, resolver: collectionResolver(stored) });
  const { reset, setError } = form;
  // A save (or another staff member's, on the next read) changes the stored texts: the form shows them.
  useEffect(() => reset(JSON.parse(storedText) as CollectionFormValues), [storedText, reset]);
  const submit = form.handleSubmit(async (values) => {
    const patch = collectionPatchOf(values, stored);
    if (Object.keys(patch).length === 0)
      return setNotice({ kind: 'success', text: 'Nothing to save: no field changed.' });
    const result = await save({ handle: collection.handle, patch });
    if ('error' in result) setNotice({ kind: 'error', text: showRefusal(result.error, setError) });
    else setNotice({ kind: 'success', text: 'Saved.' });
  });
  return { form, submit, notice, isLoading };
}

function CollectionForm({ collection }: { collection: AdminCollection }) {
  const { form, submit, notice, isLoading } = useCollectionForm(collection);
  const { register, formState } = form;
  const { errors } = formState;
  return (
    <form
      css={formCss}
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label="Collection page"
      data-testid="catalog-admin-collection-form"
    >
      <TextField
        label="Page title"
        registration={register('collection_page_title')}
        error={errors.collection_page_title}
        testId="catalog-admin-collection-title"
      />
      <TextField
        label="Keywords"
        registration={register('collection_page_keywords')}
        error={errors.collection_page_keywords}
        testId="catalog-admin-collection-keywords"
      />
      <TextAreaField
        label="Search description"
        rows={3}
        registration={register('collection_seo_description')}
        error={errors.collection_seo_description}
        testId="catalog-admin-collection-seo"
      />
      <TextAreaField
        label="Description"
        rows={8}
        registration={register('collection_description')}
        error={errors.collection_description}
        testId="catalog-admin-collection-description"
      />
      <TextField
        label="Image"
        hint={IMAGE_HINT}
        registration={register('collection_page_image')}
        error={errors.collection_page_image}
        testId="catalog-admin-collection-image"
      />
      <div>
        {notice && <AdminNotice kind={notice.kind}>{notice.text}</AdminNotice>}
        <BusyButton type="submit" variant="primary" busy={isLoading} data-testid="catalog-admin-collection-save">
          Save collection page
        </BusyButton>
      </div>
    </form>
  );
}

function CollectionFacts({ collection: c }: { collection: AdminCollection }) {
  const subs = c.subCollections.map((s) => (
    <li key={s.handle}>
      <Link to={catalogAdminPaths.collection(s.handle)}>{s.title || s.handle}</Link>
    </li>
  ));
  return (
    <AdminFacts
      rows={[
        ['Handle', c.handle],
        ['Parent', c.parentHandle && <Link to={catalogAdminPaths.collection(c.parentHandle)}>{c.parentHandle}</Link>],
        ['Shop page', <a href={c.path}>{c.path}</a>],
        ['Products', c.productCount],
        [
          'Sub-collections',
          subs.length > 0 ? (
            <ul css={subsCss} data-testid="catalog-admin-collection-subs">
              {subs}
            </ul>
          ) : (
            'None'
          ),
        ],
        ['Edited', editedText(c.editedAt)],
      ]}
    />
  );
}

export function CollectionScreen({ handle }: { handle: string }) {
  const { data, isLoading, error } = useCatalogAdminCollectionQuery(handle);
  return (
    <AdminScreen title={data ? data.collection_page_title || data.handle : handle} testId="catalog-admin-collection">
      <BackLink to={catalogAdminPaths.collections}>All collections</BackLink>
      <ReadState isLoading={isLoading} error={error} />
      {data && (
        <>
          <CollectionFacts collection={data} />
          <h2>Page texts and image</h2>
          <CollectionForm key={data.handle} collection={data} />
        </>
      )}
    </AdminScreen>
  );
}
