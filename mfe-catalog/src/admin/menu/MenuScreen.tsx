// /admin/menu: the header menu's plan, edited whole (both sides, their categories and columns) and saved in one PUT.
// The plan is checked with the shared rules before sending; the service's refusal (unknown skus and collections too)
// is shown at each field, with a count above the save button, which stays in view at the foot of the screen.
import { css } from '@emotion/react';
import { useEffect, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { colors, spacing } from '@storefront/shared-domain';
import { menuPlanErrors, type AdminMenu } from '@storefront/shared-domain/admin';
import { AdminNotice, BusyButton, adminErrorText } from '@storefront/ui';
import { useCatalogAdminMenuQuery, useCatalogAdminSaveMenuMutation } from '../catalogAdminApi';
import { AdminScreen, ReadState, fieldErrorsOf } from '../adminUi';
import { MENU_SECTION } from '../paths';
import { editedText } from '../collections/CollectionsScreen';
import {
  MENU_SIDES,
  menuErrorPath,
  menuFormValues,
  menuPlanOf,
  menuRefusalText,
  menuResolver,
  type MenuFormValues,
} from './menuForm';
import { MenuSideSection } from './MenuSide';

const SAVED = 'The menu is saved. Shoppers see it on their next page.';

const footerCss = css`
  label: catalog-admin-menu-footer;
  position: sticky;
  bottom: 0;
  z-index: 1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${spacing.sm} ${spacing.md};
  /* The button stays at the start: the shell's chat button floats over the bottom right corner of every page. */
  padding: ${spacing.sm} 5rem ${spacing.sm} 0;
  border-top: 1px solid ${colors.border};
  background: ${colors.background};
  > p {
    flex: 1 1 16rem;
  }
`;

type Notice = { kind: 'error' | 'success'; text: string };

function useMenuForm(menu: AdminMenu) {
  const [save, { isLoading }] = useCatalogAdminSaveMenuMutation();
  const [notice, setNotice] = useState<Notice | null>(null);
  const storedText = JSON.stringify(menuFormValues(menu));
  const form = useForm<MenuFormValues>({
    defaultValues: JSON.parse(storedText) as MenuFormValues,
    resolver: menuResolver,
  });
  const { reset, setError, getValues } = form;
  // A save (or another staff member's, on the next read) changes the stored plan: the form shows it.
  useEffect(() => reset(JSON.parse(storedText) as MenuFormValues), [storedText, reset]);
  const refuse = (count: number) => setNotice({ kind: 'error', text: menuRefusalText(count) });
  const submit = form.handleSubmit(
    async (values) => {
      const result = await save(menuPlanOf(values));
      if (!('error' in result)) return setNotice({ kind: 'success', text: SAVED });
      const fields = Object.entries(fieldErrorsOf(result.error));
      for (const [path, message] of fields) setError(menuErrorPath(path), { type: 'server', message });
      if (fields.length > 0) refuse(fields.length);
      else setNotice({ kind: 'error', text: adminErrorText(result.error) });
    },
    () => refuse(Object.keys(menuPlanErrors(menuPlanOf(getValues()))).length),
  );
  return { form, submit, notice, isLoading };
}

function MenuForm({ menu }: { menu: AdminMenu }) {
  const { form, submit, notice, isLoading } = useMenuForm(menu);
  return (
    <FormProvider {...form}>
      <form onSubmit={(e) => void submit(e)} noValidate aria-label="Menu" data-testid="catalog-admin-menu-form">
        {MENU_SIDES.map((side) => (
          <MenuSideSection key={side} side={side} />
        ))}
        <div css={footerCss}>
          <BusyButton type="submit" variant="primary" busy={isLoading} data-testid="catalog-admin-menu-save">
            Save menu
          </BusyButton>
          {notice && (
            <AdminNotice kind={notice.kind} testId="catalog-admin-menu-notice">
              {notice.text}
            </AdminNotice>
          )}
        </div>
      </form>
    </FormProvider>
  );
}

export function MenuScreen() {
  const { data, isLoading, error } = useCatalogAdminMenuQuery();
  return (
    <AdminScreen title={MENU_SECTION.title} testId="catalog-admin-menu">
      <p>
        The header menu&apos;s two sides, in the order shoppers see them. Nothing changes in the shop until you save the
        menu.
        {data && ` Last edited: ${editedText(data.editedAt)}.`}
      </p>
      <ReadState isLoading={isLoading} error={error} />
      {data && <MenuForm menu={data} />}
    </AdminScreen>
  );
}
