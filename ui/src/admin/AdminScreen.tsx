// What every area's back-office screens share: the screen's frame (its h1, tagged with the owning remote's boundary), a
// back link, facts as a definition list, dates and money as staff read them, and the state of a read while it loads
// or fails.
import { css } from '@emotion/react';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { colors, spacing, typography } from '@storefront/shared-domain';
import { AdminNotice, adminErrorText } from './AdminNotice';

const screenCss = css`
  label: ui-admin-screen;
  min-width: 0;
  h1 {
    margin: 0 0 ${spacing.md};
  }
  h2 {
    margin: ${spacing.lg} 0 ${spacing.sm};
    font-size: ${typography.sizes.lg};
  }
  dl {
    display: grid;
    grid-template-columns: minmax(7rem, max-content) minmax(0, 1fr);
    gap: ${spacing.xs} ${spacing.md};
    margin: 0;
  }
  dt {
    color: ${colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export interface AdminScreenProps {
  title: string;
  /** The remote that owns the screen (its data-boundary). */
  area: string;
  testId: string;
  children: ReactNode;
}

/** A screen of a back-office section: its h1, tagged with the owning remote's boundary. */
export function AdminScreen({ title, area, testId, children }: AdminScreenProps) {
  return (
    <section css={screenCss} data-boundary={area} data-testid={testId}>
      <h1>{title}</h1>
      {children}
    </section>
  );
}

export function AdminBackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <p>
      <Link to={to}>← {children}</Link>
    </p>
  );
}

/** The loading line or the API's error for a read. */
export function AdminReadState({ isLoading, error }: { isLoading: boolean; error: unknown }) {
  if (error) return <AdminNotice kind="error">{adminErrorText(error)}</AdminNotice>;
  if (isLoading) return <p role="status">Loading…</p>;
  return null;
}

/** Definition-list rows, skipping empty values. */
export function AdminFacts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl>
      {rows
        .filter(([, value]) => value !== undefined && value !== null && value !== '')
        .map(([term, value]) => (
          <Fragment key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
    </dl>
  );
}

const DATE_TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** An ISO time as staff read it ('Mar 2, 2026, 10:00 AM'); '—' when there is none. */
export function adminDateTimeText(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : DATE_TIME.format(date);
}

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Dollars as staff read them ('$1,234.50'); '—' for none. */
export const adminMoneyText = (dollars: number | null | undefined) =>
  typeof dollars === 'number' ? USD.format(dollars) : '—';
