// The back office's building blocks, used only by the remotes' lazily loaded ./Admin modules.
export { AdminTable, type AdminColumn, type AdminTableProps } from './AdminTable';
export { AdminPager, type AdminPagerProps } from './AdminPager';
export { useAdminQuery, adminPageHref, type AdminQuery } from './useAdminQuery';
export { ConfirmButton, type ConfirmButtonProps } from './ConfirmButton';
export { AdminNotice, adminErrorText } from './AdminNotice';
export { AdminToolbar, type AdminToolbarProps } from './AdminToolbar';
export {
  AdminScreen,
  AdminBackLink,
  AdminReadState,
  AdminFacts,
  adminDateTimeText,
  adminMoneyText,
  type AdminScreenProps,
} from './AdminScreen';
