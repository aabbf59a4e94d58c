// /admin/catalogue/:sku: one product's prices, pre-order settings and discontinued flag, then each variant's stock per
// warehouse (and, in a family, its own price and settings). Each form checks the shared rules before sending and shows
// the service's refusal by field.
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { AdminProductDetail, AdminVariant } from '@storefront/shared-domain/admin';
import { AdminNotice, BusyButton, CheckboxField, TextField } from '@storefront/ui';
import { useCatalogAdminProductQuery, useCatalogAdminUpdateProductMutation } from '../catalogAdminApi';
import { AdminScreen, BackLink, ReadState } from '../adminUi';
import { formCss, showRefusal } from './formUi';
import { catalogAdminPaths } from '../paths';
import { PreorderFields } from './PreorderFields';
import { productFormValues, productPatchOf, productResolver, type ProductFormValues } from './forms';
import { VariantForm } from './VariantForm';

function ProductForm({ product }: { product: AdminProductDetail }) {
  const [save, { isLoading }] = useCatalogAdminUpdateProductMutation();
  const [notice, setNotice] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const stored = JSON.stringify(productFormValues(product));
  const { register, handleSubmit, setError, formState, reset } = useForm<ProductFormValues>({
    defaultValues: JSON.parse(stored) as ProductFormValues,
    resolver: productResolver,
  });
  // A save (or another staff member's, on the next read) changes the stored values: the form shows them.
  useEffect(() => reset(JSON.parse(stored) as ProductFormValues), [stored, reset]);
  const { errors } = formState;
  const submit = handleSubmit(async (values) => {
    const result = await save({ sku: product.sku, patch: productPatchOf(values) });
    if ('error' in result) setNotice({ kind: 'error', text: showRefusal(result.error, setError) });
    else setNotice({ kind: 'success', text: 'Saved. The store shows the new values now.' });
  });
  return (
    <form
      css={formCss}
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label="Product"
      data-testid="catalog-admin-product-form"
    >
      <TextField
        label="Price"
        inputMode="decimal"
        registration={register('price')}
        error={errors.price}
        testId="catalog-admin-price"
      />
      <TextField
        label="MSRP"
        inputMode="decimal"
        registration={register('price_msrp')}
        error={errors.price_msrp}
        testId="catalog-admin-msrp"
      />
      <TextField
        label="MAP"
        inputMode="decimal"
        registration={register('price_map')}
        error={errors.price_map}
        testId="catalog-admin-map"
      />
      <TextField
        label="Dealer price"
        inputMode="decimal"
        registration={register('price_dealer')}
        error={errors.price_dealer}
        testId="catalog-admin-dealer-price"
      />
      <PreorderFields register={register} errors={errors} testId="catalog-admin-product" />
      <CheckboxField
        label="Discontinued"
        registration={register('isDiscontinued')}
        testId="catalog-admin-discontinued"
      />
      <div>
        {notice && <AdminNotice kind={notice.kind}>{notice.text}</AdminNotice>}
        <BusyButton type="submit" variant="primary" busy={isLoading} data-testid="catalog-admin-product-save">
          Save product
        </BusyButton>
      </div>
    </form>
  );
}

const isOwnVariant = (product: AdminProductDetail, v: AdminVariant) =>
  product.variants.length === 1 && v.sku === product.sku;

export function ProductScreen({ sku }: { sku: string }) {
  const { data, isLoading, error } = useCatalogAdminProductQuery(sku);
  return (
    <AdminScreen title={data ? data.name : sku} testId="catalog-admin-product">
      <BackLink to={catalogAdminPaths.products}>All products</BackLink>
      <ReadState isLoading={isLoading} error={error} />
      {data && (
        <>
          <p>
            SKU {data.sku} · {data.category} · {data.availableQuantity} available
            {data.path && (
              <>
                {' · '}
                <a href={data.path}>See it in the store</a>
              </>
            )}
          </p>
          <h2>Prices and settings</h2>
          <ProductForm key={data.sku} product={data} />
          <h2>{data.variants.length > 1 ? 'Variants' : 'Stock'}</h2>
          {data.variants.map((v) => (
            <VariantForm key={v.sku} variant={v} stockOnly={isOwnVariant(data, v)} />
          ))}
        </>
      )}
    </AdminScreen>
  );
}
