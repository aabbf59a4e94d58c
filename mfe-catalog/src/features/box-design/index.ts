export { BoxDesignPage } from './BoxDesignPage';
export { BOX_DESIGN_DEFAULTS, BOX_DESIGN_TEXTS, boxDesignSchema, designOf } from './boxDesignForm';
