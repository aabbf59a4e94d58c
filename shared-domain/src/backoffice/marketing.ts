// The marketing area's back-office API types (shared by its service and its remote's ./Admin): sales with a schedule,
// subscribers with their consent history, content pages. The validation rules here run in the service (inside its zod
// schemas) and in the remote's forms, so both refuse the same input with the same words.
import type { ContentBlock } from '../types/marketing';
import type { SaleLayoutSettings } from '../types/commerce';
import { CONTENT_LINK_HREF, CONTENT_PAGE_HANDLE } from '../types/marketing';
import type { AdminPage } from '../rules/staff';

// ---------------------------------------------------------------------------------------------------------------
// Sales

/**
 * Where a sale stands at a moment: `off` (switched off), `scheduled` (switched on, its start is still ahead), `active`
 * (between its start and its end), `ended` (its end has passed). Only `active` sales price anything.
 */
export type SaleScheduleStatus = 'off' | 'scheduled' | 'active' | 'ended';

/** What the schedule of a sale needs (ISO strings or dates; a missing start means "as soon as it is switched on"). */
export interface SaleSchedule {
  saleIsActive: boolean;
  startsAt?: string | Date | null;
  saleExpiresAt: string | Date;
}

const timeOf = (value: string | Date | null | undefined): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const t = new Date(value).getTime();
  return Number.isNaN(t) ? null : t;
};

/** The status of a sale at `now`, from the clock: a scheduled sale starts and ends by itself. */
export function saleScheduleStatus(sale: SaleSchedule, now: Date): SaleScheduleStatus {
  if (sale.saleIsActive !== true) return 'off';
  const at = now.getTime();
  const end = timeOf(sale.saleExpiresAt);
  if (end === null || end <= at) return 'ended';
  const start = timeOf(sale.startsAt);
  return start !== null && start > at ? 'scheduled' : 'active';
}

/**
 * The next moment after `now` at which some switched-on sale starts or ends (null: none). Whoever caches the answer
 * of the sale settings keeps it no longer than this, so no cache keeps a sale alive past its end or hides its start.
 */
export function nextSaleChangeAt(sales: readonly SaleSchedule[], now: Date): Date | null {
  const at = now.getTime();
  let next: number | null = null;
  for (const sale of sales) {
    if (sale.saleIsActive !== true) continue;
    for (const t of [timeOf(sale.startsAt), timeOf(sale.saleExpiresAt)]) {
      if (t !== null && t > at && (next === null || t < next)) next = t;
    }
  }
  return next === null ? null : new Date(next);
}

export const SALE_LIMITS = { nameMax: 100, bannerMax: 300, priorityMax: 1000 } as const;

/** A sale as staff edit it. Percentages are whole percents 0-100 with at most two decimals (stored as fractions). */
export interface AdminSaleInput {
  /** Switched on: it runs between its start and its end. */
  saleIsActive: boolean;
  /** ISO time, or null: runs as soon as it is switched on. */
  startsAt: string | null;
  /** ISO time. */
  saleExpiresAt: string;
  discountPercent: number;
  dailyDealPercent: number;
  /** Lower first when several sales run at once. */
  priority: number;
  layoutSettings: SaleLayoutSettings;
}

/** A sale as the back office lists and shows it (name is its key: /api/admin/marketing/sale/:name). */
export interface AdminSale extends AdminSaleInput {
  name: string;
  status: SaleScheduleStatus;
  updatedAt: string | null;
}

/** Answer of GET /api/admin/marketing/sale: every sale, the one that prices things now first. */
export interface AdminSaleList extends AdminPage<AdminSale> {
  /** The name of the sale that applies now, or null. */
  current: string | null;
  /** ISO time of the next scheduled start or end, or null. */
  nextChangeAt: string | null;
}

export const SALE_TEXTS = {
  nameRequired: 'Enter a name for the sale.',
  nameTooLong: `The name can have at most ${SALE_LIMITS.nameMax} characters.`,
  nameInvalid: 'The name cannot start or end with a space or contain a slash.',
  percent: 'Enter a percentage from 0 to 100 (at most two decimals).',
  endRequired: 'Enter when the sale ends.',
  startInvalid: 'Enter a valid start time, or leave it empty.',
  endAfterStart: 'The end must be after the start.',
  bannerTooLong: `The banner text can have at most ${SALE_LIMITS.bannerMax} characters.`,
  priority: `Enter a whole number from 0 to ${SALE_LIMITS.priorityMax}.`,
} as const;

/** One refused field: its path (dots for nested fields) and what to fix. */
export interface FieldProblem {
  field: string;
  message: string;
}

const isPercent = (n: unknown) =>
  typeof n === 'number' && Number.isFinite(n) && n >= 0 && n <= 100 && Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;

/** The problems of a sale's name (the key of its address). */
export function saleNameProblem(name: string): string | null {
  if (!name || !name.trim()) return SALE_TEXTS.nameRequired;
  if (name.length > SALE_LIMITS.nameMax) return SALE_TEXTS.nameTooLong;
  if (name !== name.trim() || /[/\\]/.test(name)) return SALE_TEXTS.nameInvalid;
  return null;
}

function scheduleProblems(input: Pick<AdminSaleInput, 'startsAt' | 'saleExpiresAt'>): FieldProblem[] {
  const start = timeOf(input.startsAt);
  const end = timeOf(input.saleExpiresAt);
  const problems: FieldProblem[] = [];
  if (input.startsAt && start === null) problems.push({ field: 'startsAt', message: SALE_TEXTS.startInvalid });
  if (end === null) problems.push({ field: 'saleExpiresAt', message: SALE_TEXTS.endRequired });
  else if (start !== null && end <= start) problems.push({ field: 'saleExpiresAt', message: SALE_TEXTS.endAfterStart });
  return problems;
}

/** Every problem of a sale's settings (empty: valid). */
export function saleInputProblems(input: AdminSaleInput): FieldProblem[] {
  const problems = scheduleProblems(input);
  if (!isPercent(input.discountPercent)) problems.push({ field: 'discountPercent', message: SALE_TEXTS.percent });
  if (!isPercent(input.dailyDealPercent)) problems.push({ field: 'dailyDealPercent', message: SALE_TEXTS.percent });
  const p = input.priority;
  if (!Number.isInteger(p) || p < 0 || p > SALE_LIMITS.priorityMax) {
    problems.push({ field: 'priority', message: SALE_TEXTS.priority });
  }
  if ((input.layoutSettings?.saleBanner ?? '').length > SALE_LIMITS.bannerMax) {
    problems.push({ field: 'layoutSettings.saleBanner', message: SALE_TEXTS.bannerTooLong });
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------------------------
// Subscribers

/** The consent filter of the subscriber list: email or SMS consent given, or not given (never, or opted out). */
export const SUBSCRIBER_CONSENT_FILTERS = ['email', 'no-email', 'sms', 'no-sms'] as const;
export type SubscriberConsentFilter = (typeof SUBSCRIBER_CONSENT_FILTERS)[number];

export const SUBSCRIBER_CONSENT_LABELS: Record<SubscriberConsentFilter, string> = {
  email: 'Email consent',
  'no-email': 'No email consent',
  sms: 'SMS consent',
  'no-sms': 'No SMS consent',
};

export const SUBSCRIBER_SEARCH_MAX = 100;

/** The filters of the subscriber list and its export, from a query (unknown values are ignored). */
export function subscriberFiltersOf(query: { q?: unknown; consent?: unknown }): {
  q: string;
  consent: SubscriberConsentFilter | null;
} {
  const q = typeof query.q === 'string' ? query.q.trim().toLowerCase().slice(0, SUBSCRIBER_SEARCH_MAX) : '';
  const consent = (SUBSCRIBER_CONSENT_FILTERS as readonly unknown[]).includes(query.consent)
    ? (query.consent as SubscriberConsentFilter)
    : null;
  return { q, consent };
}

export interface AdminSubscriberRow {
  id: string;
  email: string | null;
  phone: string | null;
  /** Consent given and not withdrawn since. */
  emailConsent: boolean;
  smsConsent: boolean;
  emailConsentAt: string | null;
  emailOptedOutAt: string | null;
  smsConsentAt: string | null;
  sources: string[];
  createdAt: string | null;
}

/** Where a consent change came from: a signup form, a confirmation link, or a staff member. */
export interface ConsentHistorySource {
  form: 'footer' | 'popup' | 'update' | 'admin';
  formType: string | null;
  popupCode: string | null;
  verifiedBy: string | null;
  accountId: string | null;
}

/** One opt-in or opt-out: `true` opted in, `false` opted out; a phone change is a new number. */
export interface ConsentHistoryEntry {
  at: string;
  changes: { email_consent?: boolean; sms_consent?: boolean; phone?: string };
  source: ConsentHistorySource;
}

export interface AdminSubscriberDetail {
  subscriber: AdminSubscriberRow;
  /** Newest first. */
  history: ConsentHistoryEntry[];
}

/** POST /api/admin/marketing/subscribers/:id/opt-out: staff record a withdrawal (asked for by phone or letter). */
export interface AdminOptOutInput {
  channel: 'email' | 'sms';
}

/** The columns of the subscriber export (CSV), in order. */
export const SUBSCRIBER_EXPORT_COLUMNS = [
  'email',
  'phone',
  'email_consent',
  'email_consent_at',
  'email_opted_out_at',
  'sms_consent',
  'sms_consent_at',
  'sources',
  'created_at',
] as const;

/**
 * One CSV field: quoted when needed; a leading = + - @ is defused so a spreadsheet never runs it as a formula (a plain
 * phone number such as +13055550100 is left as it is: it is only a number).
 */
export function csvField(value: string | number | boolean | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text) && !/^\+\d{4,15}$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A subscriber as one line of the export (no line break). */
export function subscriberCsvLine(row: AdminSubscriberRow): string {
  const values: Record<(typeof SUBSCRIBER_EXPORT_COLUMNS)[number], string | boolean | null> = {
    email: row.email,
    phone: row.phone,
    email_consent: row.emailConsent,
    email_consent_at: row.emailConsentAt,
    email_opted_out_at: row.emailOptedOutAt,
    sms_consent: row.smsConsent,
    sms_consent_at: row.smsConsentAt,
    sources: row.sources.join(' '),
    created_at: row.createdAt,
  };
  return SUBSCRIBER_EXPORT_COLUMNS.map((c) => csvField(values[c])).join(',');
}

// ---------------------------------------------------------------------------------------------------------------
// Content pages

export const CONTENT_LIMITS = { title: 150, description: 300, blocks: 200, text: 5000, items: 100 } as const;

export interface AdminContentRow {
  handle: string;
  title: string;
  published: boolean;
  updatedAt: string | null;
}

/** A page as staff edit it (PUT /api/admin/marketing/content/:slug). */
export interface AdminContentInput {
  title: string;
  description: string;
  blocks: ContentBlock[];
  /** Unpublished pages are not shown to shoppers (their address answers "not found"). */
  published: boolean;
}

export interface AdminContentPage extends AdminContentInput {
  handle: string;
  updatedAt: string | null;
}

export const CONTENT_TEXTS = {
  slugInvalid: 'The address can have lowercase letters, digits and dashes (at most 81).',
  titleRequired: 'Enter a title.',
  titleTooLong: `The title can have at most ${CONTENT_LIMITS.title} characters.`,
  descriptionRequired: 'Enter a description (shown by search engines).',
  descriptionTooLong: `The description can have at most ${CONTENT_LIMITS.description} characters.`,
  tooManyBlocks: `A page can have at most ${CONTENT_LIMITS.blocks} blocks.`,
  textTooLong: `A block's text can have at most ${CONTENT_LIMITS.text} characters.`,
  tooManyItems: `A list can have at most ${CONTENT_LIMITS.items} items.`,
  emptyText: 'A block cannot be empty.',
  badLink: 'A link goes to a path on this site (/...), an https:// address, mailto: or tel:.',
  faqPairs: 'Each question (Q: ...) needs its answer on the next line (A: ...).',
} as const;

export function contentSlugProblem(slug: string): string | null {
  return CONTENT_PAGE_HANDLE.test(slug) ? null : CONTENT_TEXTS.slugInvalid;
}

/** The texts of a block (to check their lengths), and its links. */
function blockTexts(block: ContentBlock): { texts: string[]; hrefs: string[] } {
  switch (block.type) {
    case 'heading':
    case 'paragraph':
      return { texts: [block.text], hrefs: [] };
    case 'list':
      return { texts: block.items, hrefs: [] };
    case 'links':
      return { texts: block.items.map((i) => i.text), hrefs: block.items.map((i) => i.href) };
    case 'faq':
      return { texts: block.items.flatMap((i) => [i.question, i.answer]), hrefs: [] };
    default:
      return { texts: [], hrefs: [] };
  }
}

function blockProblem(block: ContentBlock): string | null {
  const { texts, hrefs } = blockTexts(block);
  const items = 'items' in block ? block.items.length : 1;
  if (block.type !== 'contact-form' && (items === 0 || texts.some((t) => !t.trim()))) return CONTENT_TEXTS.emptyText;
  if (items > CONTENT_LIMITS.items) return CONTENT_TEXTS.tooManyItems;
  if (texts.some((t) => t.length > CONTENT_LIMITS.text)) return CONTENT_TEXTS.textTooLong;
  if (hrefs.some((h) => !CONTENT_LINK_HREF.test(h))) return CONTENT_TEXTS.badLink;
  return null;
}

/** Every problem of a content page (empty: valid); a block's problem names its position (`blocks.3`). */
export function contentInputProblems(input: AdminContentInput): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const title = input.title?.trim() ?? '';
  const description = input.description?.trim() ?? '';
  if (!title) problems.push({ field: 'title', message: CONTENT_TEXTS.titleRequired });
  else if (title.length > CONTENT_LIMITS.title) problems.push({ field: 'title', message: CONTENT_TEXTS.titleTooLong });
  if (!description) problems.push({ field: 'description', message: CONTENT_TEXTS.descriptionRequired });
  else if (description.length > CONTENT_LIMITS.description) {
    problems.push({ field: 'description', message: CONTENT_TEXTS.descriptionTooLong });
  }
  if (input.blocks.length > CONTENT_LIMITS.blocks)
    problems.push({ field: 'blocks', message: CONTENT_TEXTS.tooManyBlocks });
  input.blocks.forEach((block, i) => {
    const message = blockProblem(block);
    if (message) problems.push({ field: `blocks.${i}`, message });
  });
  return problems;
}

// The page body as staff type it: blocks separated by blank lines. `## ` and `### ` start headings, `- ` and `1. `
// lines make lists, `[text](link)` lines make a row of links, `Q: ` / `A: ` lines make questions and answers, a
// `[contact-form]` line places the contact form; any other block is a paragraph.
const LINK_LINE = /^\[([^\]]+)\]\((\S+)\)$/;
const CONTACT_FORM_LINE = '[contact-form]';

/** The blocks of a page as the text staff edit. */
export function contentBlocksToText(blocks: readonly ContentBlock[]): string {
  return blocks.map(blockToText).join('\n\n');
}

function blockToText(block: ContentBlock): string {
  switch (block.type) {
    case 'heading':
      return `${block.level === 3 ? '###' : '##'} ${block.text}`;
    case 'paragraph':
      return block.text;
    case 'list':
      return block.items.map((item, i) => (block.ordered ? `${i + 1}. ${item}` : `- ${item}`)).join('\n');
    case 'links':
      return block.items.map((l) => `[${l.text}](${l.href})`).join('\n');
    case 'faq':
      return block.items.map((q) => `Q: ${q.question}\nA: ${q.answer}`).join('\n');
    default:
      return CONTACT_FORM_LINE;
  }
}

/** The blocks of the text staff typed, or the first problem (with its line number). */
export function contentTextToBlocks(text: string): { blocks: ContentBlock[] } | { problem: string } {
  const blocks: ContentBlock[] = [];
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  let start = 0;
  for (let i = 0; i <= lines.length; i += 1) {
    if (i < lines.length && lines[i].trim()) continue;
    const chunk = lines.slice(start, i).map((l) => l.trim());
    if (chunk.length) {
      const block = textToBlock(chunk);
      if (typeof block === 'string') return { problem: `Line ${start + 1}: ${block}` };
      blocks.push(block);
    }
    start = i + 1;
  }
  return { blocks };
}

function textToBlock(lines: string[]): ContentBlock | string {
  const first = lines[0];
  if (lines.length === 1 && first === CONTACT_FORM_LINE) return { type: 'contact-form' };
  if (lines.length === 1 && /^###? /.test(first)) {
    return { type: 'heading', level: first.startsWith('### ') ? 3 : 2, text: first.replace(/^###? /, '').trim() };
  }
  if (lines.every((l) => l.startsWith('- ')))
    return { type: 'list', ordered: false, items: lines.map((l) => l.slice(2).trim()) };
  if (lines.every((l) => /^\d+\. /.test(l))) {
    return { type: 'list', ordered: true, items: lines.map((l) => l.replace(/^\d+\. /, '').trim()) };
  }
  if (lines.every((l) => LINK_LINE.test(l))) return linksBlock(lines);
  if (/^Q: /.test(first)) return faqBlock(lines);
  return { type: 'paragraph', text: lines.join(' ') };
}

function linksBlock(lines: string[]): ContentBlock | string {
  const items = lines.map((l) => {
    const [, text, href] = LINK_LINE.exec(l) ?? [];
    return { text: text.trim(), href };
  });
  return items.every((i) => CONTENT_LINK_HREF.test(i.href)) ? { type: 'links', items } : CONTENT_TEXTS.badLink;
}

function faqBlock(lines: string[]): ContentBlock | string {
  if (lines.length % 2 !== 0) return CONTENT_TEXTS.faqPairs;
  const items: { question: string; answer: string }[] = [];
  for (let i = 0; i < lines.length; i += 2) {
    if (!lines[i].startsWith('Q: ') || !lines[i + 1].startsWith('A: ')) return CONTENT_TEXTS.faqPairs;
    items.push({ question: lines[i].slice(3).trim(), answer: lines[i + 1].slice(3).trim() });
  }
  return { type: 'faq', items };
}
