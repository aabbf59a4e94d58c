// The outcome of a back-office action: an error is an alert (read out at once), a success a polite status.
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { colors, radii, spacing } from '@storefront/shared-domain';

const noticeCss = (kind: 'error' | 'success') => css`
  label: ui-admin-notice;
  margin: ${spacing.sm} 0;
  padding: ${spacing.sm} ${spacing.md};
  border: 1px solid ${kind === 'error' ? colors.danger : colors.success};
  border-radius: ${radii.md};
  color: ${kind === 'error' ? colors.danger : colors.success};
  background: ${colors.background};
`;

export function AdminNotice({
  kind,
  children,
  testId,
}: {
  kind: 'error' | 'success';
  children: ReactNode;
  testId?: string;
}) {
  return (
    <p css={noticeCss(kind)} role={kind === 'error' ? 'alert' : 'status'} data-testid={testId}>
      {children}
    </p>
  );
}

/** The message of a failed back-office call: the API's `{ error: { message } }`, else a general sentence. */
export function adminErrorText(error: unknown): string {
  const data = (error as { data?: { error?: { message?: unknown } } } | null)?.data;
  const message = data?.error?.message;
  return typeof message === 'string' && message ? message : 'That did not work. Try again in a moment.';
}
