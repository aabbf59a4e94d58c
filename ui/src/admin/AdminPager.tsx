// The pages of a back-office list as links (the server pages; the address keeps every filter), with a count line.
import { Link, useLocation } from 'react-router-dom';
import { adminPageCount } from '@storefront/shared-domain/admin';
import { Pagination } from '../Pagination';
import { adminPageHref } from './useAdminQuery';

export interface AdminPagerProps {
  page: number;
  pageSize: number;
  total: number;
  /** What the list counts: 'orders'. */
  noun: string;
  testId?: string;
}

export function AdminPager({ page, pageSize, total, noun, testId }: AdminPagerProps) {
  const { search } = useLocation();
  const pages = adminPageCount(total, pageSize);
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <div data-testid={testId}>
      <p role="status">{total === 0 ? `No ${noun}` : `${first}–${last} of ${total} ${noun}`}</p>
      <Pagination
        page={page}
        totalPages={pages}
        isMobile={false}
        label={`Pages of ${noun}`}
        testId={testId ? `${testId}-pages` : 'ui-admin-pages'}
        renderStep={(step) => {
          const text = step.type === 'page' ? String(step.page) : step.type === 'prev' ? 'Previous' : 'Next';
          if (step.type === 'page' && step.current) return <span aria-current="page">{text}</span>;
          return <Link to={adminPageHref(search, step.page)}>{text}</Link>;
        }}
      />
    </div>
  );
}
