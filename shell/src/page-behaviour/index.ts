// Page-level behaviour of spec 1 §2 (query clean-up, pn_cs_id cookie, scroll restore, head on client navigation).
export { PageBehaviour } from './PageBehaviour';
export { applyClientHead, titleForPath, handleToWords, PAGE_TYPE_TITLES, DEFAULT_SITE_NAME } from './pageHead';
export { storePcsIdCookie, pcsIdCookieString } from './pcsCookie';
export { SCROLL_RESTORE_DELAY_MS, scrollKey } from './scrollMemory';
