// Returns (/returns): the viewer's return requests and the form to request one for a delivered order line.
import { RequireSession } from '../../components/RequireSession';
import { AccountScreen, Columns, PageTitle } from '../../components/ui';
import { ReturnForm } from './ReturnForm';
import { ReturnsList } from './ReturnsList';
import { RETURNS_TEXTS } from './texts';

export { RETURNS_TEXTS } from './texts';

export function ReturnsPage() {
  return (
    <RequireSession testId="account-returns-page">
      <AccountScreen testId="account-returns-page">
        <PageTitle>{RETURNS_TEXTS.title}</PageTitle>
        <Columns>
          <ReturnForm />
          <ReturnsList />
        </Columns>
      </AccountScreen>
    </RequireSession>
  );
}
