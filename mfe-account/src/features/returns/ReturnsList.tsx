// The viewer's return requests, newest first: order, sku, name, quantity, reason, status and date.
import { css, type Theme } from '@emotion/react';
import { apiErrorMessage, formatDisplayDate } from '@storefront/shared-domain';
import { useGetReturnsQuery } from '../../api/account';
import { ErrorNotice, LoadingStatus, Muted, Panel, SectionTitle } from '../../components/ui';
import { RETURN_STATUS_LABELS, RETURNS_TEXTS } from './texts';

const listCss = css`
  label: accountReturnList;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const itemCss = (theme: Theme) => css`
  label: accountReturnItem;
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${theme.spacing.xxs} ${theme.spacing.md};
  padding: ${theme.spacing.sm} 0;
  border-bottom: 1px solid ${theme.colors.border};
  font-size: ${theme.typography.sizes.sm};
  overflow-wrap: anywhere;
`;

const statusCss = (theme: Theme) => css`
  label: accountReturnStatus;
  justify-self: end;
  font-weight: ${theme.typography.weights.bold};
`;

const metaCss = (theme: Theme) => css`
  label: accountReturnMeta;
  color: ${theme.colors.textMuted};
`;

export function ReturnsList() {
  const { data: returns = [], isLoading, isError, error } = useGetReturnsQuery();
  const now = new Date();

  let content;
  if (isLoading) content = <LoadingStatus text={RETURNS_TEXTS.loading} />;
  else if (isError) content = <ErrorNotice testId="account-returns-error">{apiErrorMessage(error)}</ErrorNotice>;
  else if (returns.length === 0) content = <Muted data-testid="account-returns-empty">{RETURNS_TEXTS.empty}</Muted>;
  else {
    content = (
      <ul css={listCss}>
        {returns.map((request) => (
          <li css={itemCss} key={request.id} data-testid="account-return-item">
            <span>
              <strong>
                {RETURNS_TEXTS.order} #{request.order_number}
              </strong>{' '}
              · {request.sku} · {request.name} × {request.quantity}
            </span>
            <span css={statusCss} data-testid="account-return-status">
              {RETURN_STATUS_LABELS[request.status] ?? request.status}
            </span>
            <span css={metaCss}>
              {request.reason}
              {request.comment ? ` - ${request.comment}` : ''}
            </span>
            <span css={[metaCss, { justifySelf: 'end' }]}>{formatDisplayDate(request.created_at, now)}</span>
            {request.rejection_reason && (
              <span css={metaCss} data-testid="account-return-rejection">
                {RETURNS_TEXTS.rejectionReason(request.rejection_reason)}
              </span>
            )}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Panel aria-labelledby="account-returns-list-heading" data-testid="account-returns-list">
      <SectionTitle id="account-returns-list-heading">{RETURNS_TEXTS.listTitle}</SectionTitle>
      {content}
    </Panel>
  );
}
