// One sale: a new one (/sales/new) or a stored one, by its name.
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { AdminNotice, adminErrorText } from '@storefront/ui';
import { useAdminSaleQuery } from '../adminApi';
import { marketingAdminPaths } from '../paths';
import { NEW_SALE_VALUES, saleFormValues } from './saleForm';
import { SaleForm, savedText } from './SaleForm';

export function SaleEditScreen({ name }: { name: string }) {
  const navigate = useNavigate();
  // A sale just created here: its own address says that it was saved.
  const notice = (useLocation().state as { saved?: string } | null)?.saved ?? null;
  const isNew = name === 'new';
  const { data: sale, error, isLoading } = useAdminSaleQuery(name, { skip: isNew });
  const back = (
    <p>
      <Link to={marketingAdminPaths.sales}>All sales</Link>
    </p>
  );
  if (isNew) {
    return (
      <div data-testid="marketing-admin-sale-edit">
        {back}
        <h2>New sale</h2>
        <SaleForm
          initial={NEW_SALE_VALUES}
          isNew
          onSaved={(saved) =>
            navigate(marketingAdminPaths.sale(saved.name), { replace: true, state: { saved: savedText(saved.status) } })
          }
        />
      </div>
    );
  }
  if (error || (!isLoading && !sale)) {
    return (
      <div data-testid="marketing-admin-sale-edit">
        {back}
        <AdminNotice kind="error">{adminErrorText(error)}</AdminNotice>
      </div>
    );
  }
  if (!sale) return <p>Loading the sale…</p>;
  return (
    <div data-testid="marketing-admin-sale-edit">
      {back}
      <h2>{sale.name}</h2>
      <SaleForm key={sale.name} initial={saleFormValues(sale)} status={sale.status} notice={notice} />
    </div>
  );
}
