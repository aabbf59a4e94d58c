// A back-office list: a real table (caption, column headers) that scrolls inside its own box when a narrow screen
// cannot hold its columns, so the page itself never pans sideways.
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { colors, spacing, typography } from '@storefront/shared-domain';

export interface AdminColumn<T> {
  key: string;
  header: ReactNode;
  render: (row: T) => ReactNode;
  /** Right-aligned (amounts, counts). */
  numeric?: boolean;
}

export interface AdminTableProps<T> {
  caption: string;
  columns: readonly AdminColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** Shown in place of the rows when there are none. */
  empty: ReactNode;
  testId?: string;
}

const scrollerCss = css`
  label: ui-admin-table;
  max-width: 100%;
  overflow-x: auto;
  border: 1px solid ${colors.border};
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: ${typography.sizes.sm};
  }
  caption {
    padding: ${spacing.sm};
    text-align: left;
    font-weight: ${typography.weights.bold};
  }
  th,
  td {
    padding: ${spacing.sm};
    border-top: 1px solid ${colors.border};
    text-align: left;
    vertical-align: top;
  }
  th {
    background: ${colors.surface};
    white-space: nowrap;
  }
  [data-numeric] {
    text-align: right;
    white-space: nowrap;
  }
`;

export function AdminTable<T>({ caption, columns, rows, rowKey, empty, testId }: AdminTableProps<T>) {
  return (
    <div css={scrollerCss} data-testid={testId}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" data-numeric={c.numeric || undefined}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length}>{empty}</td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((c) => (
                  <td key={c.key} data-numeric={c.numeric || undefined}>
                    {c.render(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
