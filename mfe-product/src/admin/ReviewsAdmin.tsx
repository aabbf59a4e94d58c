// The reviews area's part of the back office: the shell renders it for every path under /admin/reviews; the full
// path chooses the screen.
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { adminPathSegments } from '@storefront/shared-domain/admin';
import { AdminScreen } from './adminUi';
import { REVIEWS_SECTION } from './paths';
import { ReviewScreen } from './ReviewScreen';
import { ReviewsListScreen } from './ReviewsListScreen';

function screenOf(pathname: string): ReactNode {
  const [section, id, ...rest] = adminPathSegments(pathname);
  if (section === REVIEWS_SECTION.key && rest.length === 0)
    return id ? <ReviewScreen id={id} /> : <ReviewsListScreen />;
  return (
    <AdminScreen title="Not found" testId="product-admin-unknown">
      <p>There is no such page in this section of the back office.</p>
    </AdminScreen>
  );
}

export function ReviewsAdmin() {
  const { pathname } = useLocation();
  return <>{screenOf(pathname)}</>;
}
