// The viewer's return requests, newest first: order, sku, name, quantity, reason, status and date.
import styled from '@emotion/styled';
import { apiErrorMessage, formatDisplayDate } from '@storefront/shared-domain';
import { useGetReturnsQuery } from '../../api/account';
import { ErrorNotice, LoadingStatus, Muted, Panel, SectionTitle } from '../../components/ui';
import { RETURN_STATUS_LABELS, RETURNS_TEXTS } from './texts';

const List = styled.ul`
  label: accountReturnList;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  label: accountReturnItem;
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => `${theme.spacing.xxs} ${theme.spacing.md}`};
  padding: ${({ theme }) => `${theme.spacing.sm} 0`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  overflow-wrap: anywhere;
`;

const Status = styled.span`
  label: accountReturnStatus;
  justify-self: end;
  font-weight: ${({ theme }) => theme.typography.weights.bold};
`;

const Meta = styled.span`
  label: accountReturnMeta;
  color: ${({ theme }) => theme.colors.textMuted};
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
      <List>
        {returns.map((request) => (
          <Item key={request.id} data-testid="account-return-item">
            <span>
              <strong>
                {RETURNS_TEXTS.order} #{request.order_number}
              </strong>{' '}
              · {request.sku} · {request.name} × {request.quantity}
            </span>
            <Status data-testid="account-return-status">
              {RETURN_STATUS_LABELS[request.status] ?? request.status}
            </Status>
            <Meta>
              {request.reason}
              {request.comment ? ` - ${request.comment}` : ''}
            </Meta>
            <Meta css={{ justifySelf: 'end' }}>{formatDisplayDate(request.created_at, now)}</Meta>
          </Item>
        ))}
      </List>
    );
  }

  return (
    <Panel aria-labelledby="account-returns-list-heading" data-testid="account-returns-list">
      <SectionTitle id="account-returns-list-heading">{RETURNS_TEXTS.listTitle}</SectionTitle>
      {content}
    </Panel>
  );
}
