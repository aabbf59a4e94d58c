// Where the back office is and what its pages are called: all a shopper's page needs of it (the shell's page titles),
// in a module of its own so that importing it brings none of the back office's other values along.

export const ADMIN_BASE_PATH = '/admin';

/** The back office's name (its heading, and the title of its pages). */
export const ADMIN_TITLE = 'Back office';

/** Whether a path is a page of the back office (`/admin` and everything under it). */
export function isAdminPath(pathname: string): boolean {
  const path = ((pathname ?? '').replace(/\/+$/, '') || '/').toLowerCase();
  return path === ADMIN_BASE_PATH || path.startsWith(`${ADMIN_BASE_PATH}/`);
}
