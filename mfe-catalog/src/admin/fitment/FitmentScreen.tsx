// /admin/fitment: a fitment CSV (uploaded or pasted) is checked first (a dry run: every bad line with its number and
// what is wrong), then applied in one step after a confirmation that says how many vehicle lines it adds and removes.
// "Export CSV" downloads the whole catalogue's fitment in the same format.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FITMENT_CSV_HEADER, type FitmentImportResult, type FitmentLineReport } from '@storefront/shared-domain/admin';
import { AdminNotice, AdminTable, BusyButton, ConfirmButton, TextAreaField, adminErrorText } from '@storefront/ui';
import type { AdminColumn } from '@storefront/ui';
import { ADMIN_CATALOG_API, useCatalogAdminImportFitmentMutation } from '../catalogAdminApi';
import { AdminScreen } from '../adminUi';
import { FITMENT_SECTION } from '../paths';

const REPORT_COLUMNS: AdminColumn<FitmentLineReport>[] = [
  { key: 'line', header: 'Line', numeric: true, render: (r) => r.line },
  { key: 'errors', header: 'What is wrong', render: (r) => r.errors.join('; ') },
];

/** The errors of a refused apply (422) carry the same report as a dry run. */
function reportOf(error: unknown): FitmentImportResult | null {
  const details = (error as { data?: { error?: { details?: unknown } } } | null)?.data?.error?.details;
  return details && typeof details === 'object' && 'report' in details ? (details as FitmentImportResult) : null;
}

function Summary({ result }: { result: FitmentImportResult }) {
  const { lines, added, removed, products } = result.summary;
  if (result.report.length > 0) {
    return (
      <>
        <AdminNotice kind="error">
          {result.report.length} of {lines} lines are not right. Correct them and check the file again: nothing was
          imported.
        </AdminNotice>
        <AdminTable
          caption="Lines to correct"
          columns={REPORT_COLUMNS}
          rows={result.report}
          rowKey={(r) => String(r.line)}
          empty="No errors."
          testId="catalog-admin-fitment-report"
        />
      </>
    );
  }
  const change = `${added} vehicle lines added and ${removed} removed, on ${products} products`;
  return (
    <AdminNotice kind="success" testId="catalog-admin-fitment-summary">
      {result.applied ? `Imported: ${change}.` : `All ${lines} lines are right. Applying it: ${change}.`}
    </AdminNotice>
  );
}

export function FitmentScreen() {
  const [run, { isLoading }] = useCatalogAdminImportFitmentMutation();
  const [result, setResult] = useState<FitmentImportResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, setValue, getValues, formState } = useForm<{ csv: string }>({
    defaultValues: { csv: '' },
  });
  const send = async (dryRun: boolean) => {
    setFailure(null);
    const outcome = await run({ csv: getValues('csv'), dryRun });
    if ('error' in outcome) {
      const refused = reportOf(outcome.error);
      setResult(refused);
      if (!refused) setFailure(adminErrorText(outcome.error));
    } else setResult(outcome.data);
  };
  const check = handleSubmit(() => send(true));
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setValue('csv', await file.text(), { shouldValidate: true });
    setResult(null);
  };
  const ready = result?.dryRun === true && result.report.length === 0;
  return (
    <AdminScreen title={FITMENT_SECTION.title} testId="catalog-admin-fitment">
      <p>
        One line per vehicle a product fits, after the header <code>{FITMENT_CSV_HEADER}</code>. Each product the file
        names fits exactly the vehicles it gives; products it does not name keep theirs.{' '}
        <a href={ADMIN_CATALOG_API.fitmentExport} download="fitment.csv" data-testid="catalog-admin-fitment-export">
          Export CSV
        </a>
      </p>
      <form onSubmit={(e) => void check(e)} noValidate aria-label="Fitment file">
        <label>
          CSV file{' '}
          <input
            type="file"
            accept=".csv,text/csv"
            data-testid="catalog-admin-fitment-file"
            onChange={(e) => void upload(e.currentTarget.files?.[0])}
          />
        </label>
        <TextAreaField
          label="Or paste the lines"
          rows={10}
          registration={register('csv', {
            required: 'Choose a file or paste its lines.',
            onChange: () => setResult(null),
          })}
          error={formState.errors.csv}
          testId="catalog-admin-fitment-csv"
        />
        <BusyButton type="submit" busy={isLoading} data-testid="catalog-admin-fitment-check">
          Check file
        </BusyButton>
      </form>
      {failure && <AdminNotice kind="error">{failure}</AdminNotice>}
      {result && <Summary result={result} />}
      {ready && result && (
        <ConfirmButton
          confirmText={`Replace the catalogue's fitment with this file? ${result.summary.added} vehicle lines are added and ${result.summary.removed} removed.`}
          confirmLabel="Apply"
          variant="primary"
          busy={isLoading}
          onConfirm={() => send(false)}
          testId="catalog-admin-fitment-apply"
        >
          Apply
        </ConfirmButton>
      )}
    </AdminScreen>
  );
}
