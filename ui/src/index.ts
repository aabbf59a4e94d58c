// The stateless UI primitives every remote repeats. Pure and without state: each importer bundles what it uses,
// tree-shaken (one module per primitive, package.json sideEffects: false), so it is no federation shared module
// (config/webpack/shared.js). It imports only React, Emotion, shared-domain (its root, and its admin entry in the
// back-office kit of ./admin) and react-router-dom.
export { Spinner } from './Spinner';
export { ModalDialog, type ModalDialogProps } from './ModalDialog';
export { VisuallyHidden, visuallyHiddenCss } from './VisuallyHidden';
export * from './PriceLines';
export * from './fields';
export { SkeletonBlock } from './SkeletonBlock';
export { StockIndicator } from './StockIndicator';
export { Breadcrumb, type BreadcrumbProps, type Crumb } from './Breadcrumb';
export { Pagination, type PaginationProps, type PaginationStep } from './Pagination';
export { CheckMark } from './CheckMark';
export { FitLabel } from './FitLabel';
export { Button, BusyButton, type ButtonProps, type ButtonVariant } from './Button';
export * from './admin';
