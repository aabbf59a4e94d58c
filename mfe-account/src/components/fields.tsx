// Layout of the account forms; the fields themselves are shared-domain's (TextField, SelectField, ...).
import styled from '@emotion/styled';

/** Fields side by side on wider screens, stacked on phones. */
export const FieldRow = styled.div`
  label: accountFieldRow;
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 140px), 1fr));
  ${({ theme }) => theme.mq.mobile} {
    grid-template-columns: 1fr;
  }
`;

export const Form = styled.form`
  label: accountForm;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
`;
