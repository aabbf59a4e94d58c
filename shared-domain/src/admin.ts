// '@storefront/shared-domain/admin': what the back office shares between the services that check staff permissions,
// the shell that composes the `/admin/...` pages and the remotes that own them.
// A separate entry, not the package's root, so nothing a shopper's page imports can pull it in by accident (the
// remotes import it only from their lazily loaded ./Admin modules). Pure values, functions and types only.
export * from './rules/adminPath';
export * from './rules/staff';
export * from './backoffice/orders';
export * from './backoffice/accounts';
export * from './backoffice/reviews';
export * from './backoffice/catalog';
export * from './backoffice/marketing';
export * from './backoffice/catalogPages';
