// The fields an audit entry's change touched, each as "field: before → after" (absent values read "—").
import { css } from '@emotion/react';
import { colors, spacing } from '@storefront/shared-domain';
import type { AuditFieldChange } from '@storefront/shared-domain/admin';

const listCss = css`
  label: account-admin-changes;
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${spacing.xs};
  del {
    color: ${colors.danger};
  }
  ins {
    color: ${colors.success};
    text-decoration: none;
  }
`;

/** A value as a short text: strings as they are, everything else as JSON, absent as '—'. */
export function valueText(value: unknown): string {
  if (value === undefined || value === null) return '—';
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value.join(', ') || '(none)';
  return JSON.stringify(value);
}

export function ChangeList({ changes }: { changes: AuditFieldChange[] }) {
  if (changes.length === 0) return <span>—</span>;
  return (
    <ul css={listCss}>
      {changes.map((c) => (
        <li key={c.field}>
          <strong>{c.field}</strong>: <del>{valueText(c.before)}</del>
          {' → '}
          <ins>{valueText(c.after)}</ins>
        </li>
      ))}
    </ul>
  );
}
