// The calculator's form, kept in the address, and what follows from it as the user types: the chosen catalogue
// subwoofer, the design's figures and the enclosures of the subwoofer's size.
import { useGetFitToolEnclosuresQuery, useGetFitToolSubwoofersQuery } from '@storefront/shared-domain';
import { useMemo } from 'react';
import { catalogueOptions } from '../fit-tools/FitProductGrid';
import { useFitToolForm } from '../fit-tools/useFitToolForm';
import { BOX_DESIGN_ADDRESS } from './boxDesignAddress';
import {
  BOX_DESIGN_DEFAULTS,
  BOX_DESIGN_TEXTS as T,
  boxDesignSchema,
  designOf,
  enclosuresQueryOf,
  startingDesign,
  subwooferFieldValues,
} from './boxDesignForm';

export type BoxDesign = ReturnType<typeof useBoxDesign>;

export function useBoxDesign() {
  const subwoofersQuery = useGetFitToolSubwoofersQuery();
  const subwoofers = useMemo(() => subwoofersQuery.data?.subwoofers ?? [], [subwoofersQuery.data]);
  const { form, register, values, subwooferRegistration, typedOver } = useFitToolForm({
    address: BOX_DESIGN_ADDRESS,
    defaults: BOX_DESIGN_DEFAULTS,
    schema: boxDesignSchema,
    start: (fromAddress) => startingDesign(fromAddress, subwoofersQuery.isSuccess ? subwoofers : null),
    subwoofers,
    subwoofersLoaded: subwoofersQuery.isSuccess,
    fieldsOf: subwooferFieldValues,
  });
  const chosen = subwoofers.find((s) => s.product.sku === values.subwooferSku) ?? null;
  const result = useMemo(() => designOf(values, chosen?.parameters ?? null), [values, chosen]);
  const enclosuresQuery = useGetFitToolEnclosuresQuery(enclosuresQueryOf(values));

  return {
    register,
    errors: form.formState.errors,
    values,
    unit: values.unit === 'cm' ? ('cm' as const) : ('in' as const),
    result,
    chosen,
    enclosures: enclosuresQuery.data?.enclosures ?? [],
    catalogueUnavailable: subwoofersQuery.isError,
    subwooferOptions: catalogueOptions(subwoofers, T.subwooferByHand),
    subwooferRegistration,
    typedOver,
  };
}
