// One content page: title, description, body (typed as text, the format shown beside it) and whether shoppers see
// it. Unpublishing a published page hides it from shoppers, so that save asks first.
import { css } from '@emotion/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { spacing } from '@storefront/shared-domain';
import type { AdminContentPage } from '@storefront/shared-domain/admin';
import {
  AdminNotice,
  BusyButton,
  CheckboxField,
  ConfirmButton,
  TextAreaField,
  TextField,
  adminErrorText,
} from '@storefront/ui';
import { useAdminContentPageQuery, useAdminSaveContentPageMutation } from '../adminApi';
import { formatAdminTime } from '../adminTime';
import { marketingAdminPaths } from '../paths';
import { contentFormSchema, contentFormValues, contentInputOf, type ContentFormValues } from './contentForm';

const formCss = css`
  label: marketing-admin-content-form;
  display: grid;
  gap: ${spacing.md};
  max-width: 900px;
  textarea {
    min-height: 320px;
    font-family: ui-monospace, monospace;
  }
`;

const BODY_HINT =
  'Blocks are separated by an empty line. "## " or "### " starts a heading, "- " or "1. " lines make a list, ' +
  '"[text](/pages/…)" lines make links, "Q: " and "A: " lines make questions and answers, "[contact-form]" places ' +
  'the contact form; anything else is a paragraph.';

export function ContentEditScreen({ slug }: { slug: string }) {
  const { data, error } = useAdminContentPageQuery(slug);
  const back = (
    <p>
      <Link to={marketingAdminPaths.content}>All content pages</Link>
    </p>
  );
  if (error)
    return (
      <>
        {back}
        <AdminNotice kind="error">{adminErrorText(error)}</AdminNotice>
      </>
    );
  if (!data) return <p>Loading the page…</p>;
  return (
    <div data-testid="marketing-admin-content-edit">
      {back}
      <h2>{data.title}</h2>
      <p>
        Address: <a href={`/pages/${data.handle}`}>/pages/{data.handle}</a> · last changed{' '}
        {formatAdminTime(data.updatedAt)}
      </p>
      <ContentForm key={data.handle} page={data} />
    </div>
  );
}

function ContentForm({ page }: { page: AdminContentPage }) {
  const [savePage, { isLoading }] = useAdminSaveContentPageMutation();
  const [outcome, setOutcome] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const { register, handleSubmit, control, formState } = useForm<ContentFormValues>({
    defaultValues: contentFormValues(page),
    resolver: zodResolver(contentFormSchema),
  });
  const published = useWatch({ control, name: 'published' });
  const submit = handleSubmit(async (values) => {
    const input = contentInputOf(values);
    if (!input) return;
    setOutcome(null);
    try {
      await savePage({ slug: page.handle, page: input }).unwrap();
      setOutcome({
        kind: 'success',
        text: input.published ? 'Saved. Shoppers see the change.' : 'Saved. Shoppers do not see this page.',
      });
    } catch (e) {
      setOutcome({ kind: 'error', text: adminErrorText(e) });
    }
  });
  const hides = page.published && !published;
  return (
    <form css={formCss} onSubmit={submit} noValidate data-testid="marketing-admin-content-form">
      <TextField
        label="Title"
        registration={register('title')}
        error={formState.errors.title}
        testId="marketing-admin-content-title"
      />
      <TextField
        label="Description"
        hint="Shown by search engines."
        registration={register('description')}
        error={formState.errors.description}
        testId="marketing-admin-content-description"
      />
      <TextAreaField
        label="Body"
        hint={BODY_HINT}
        registration={register('body')}
        error={formState.errors.body}
        testId="marketing-admin-content-body"
      />
      <CheckboxField
        label="Published (shoppers see this page)"
        registration={register('published')}
        testId="marketing-admin-content-published"
      />
      {outcome ? (
        <AdminNotice kind={outcome.kind} testId="marketing-admin-content-outcome">
          {outcome.text}
        </AdminNotice>
      ) : null}
      <div>
        {hides ? (
          <ConfirmButton
            confirmText={`Unpublish /pages/${page.handle}? Shoppers will get "page not found" there.`}
            confirmLabel="Unpublish"
            onConfirm={() => submit()}
            busy={isLoading}
            testId="marketing-admin-content-save"
          >
            Save and unpublish
          </ConfirmButton>
        ) : (
          <BusyButton type="submit" variant="primary" busy={isLoading} data-testid="marketing-admin-content-save">
            Save page
          </BusyButton>
        )}
      </div>
    </form>
  );
}
