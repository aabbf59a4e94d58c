// Content pages and contact messages of the marketing service (GET /api/marketing/pages/:handle, POST
// /api/marketing/contact-messages): one definition for the service and the marketing remote. The remote renders every
// block as text (never as HTML), so stored copy cannot inject markup.

/** A link's target: a same-site path ('/pages/about-us'), an https URL, or a mailto:/tel: address. */
export const CONTENT_LINK_HREF = /^(\/(?!\/)[^\s]*|https:\/\/[^\s]+|mailto:[^\s]+|tel:[+\d][\d-]*)$/;

/** A page handle: what /pages/{handle} accepts; anything else is not a page. */
export const CONTENT_PAGE_HANDLE = /^[a-z0-9][a-z0-9-]{0,80}$/;

export type ContentBlock =
  | { type: 'heading'; level: 2 | 3; text: string }
  | { type: 'paragraph'; text: string }
  | { type: 'list'; ordered: boolean; items: string[] }
  | { type: 'links'; items: { text: string; href: string }[] }
  | { type: 'faq'; items: { question: string; answer: string }[] }
  /** Where the contact form goes on the page. */
  | { type: 'contact-form' };

export interface ContentPage {
  handle: string;
  /** The page's <title> and h1. */
  title: string;
  /** The page's meta description (one or two sentences). */
  description: string;
  blocks: ContentBlock[];
  /** ISO date-time of the last change. */
  updatedAt: string;
}

/** Field lengths of the contact form, checked by the form and the service alike. */
export const CONTACT_MESSAGE_LIMITS = { name: 100, orderNumber: 40, subject: 150, message: 5000 } as const;

export interface ContactMessageInput {
  name: string;
  email: string;
  phone?: string;
  orderNumber?: string;
  subject: string;
  message: string;
}
