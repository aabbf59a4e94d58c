// The head of a page as data: what the gateway renders into the HTML document's head, and answers as JSON at
// GET /api/head?path=... for the shell to apply after a client navigation (one head per address, wherever it is built).

/** One `<meta>`: `name` (description, robots, twitter:*) or `property` (og:*, product:*). */
export interface HeadMeta {
  name?: string;
  property?: string;
  content: string;
}

export interface HeadLink {
  rel: string;
  href: string;
}

/** The tags of a page's head. */
export interface PageHeadTags {
  title: string;
  meta: HeadMeta[];
  links: HeadLink[];
  jsonLd: unknown[];
}

/** Answer of GET /api/head?path=...: the tags, the status the document answers, and the page's own address if other. */
export interface PageHeadAnswer extends PageHeadTags {
  /** 404: the address renders the not-found state. */
  status: 200 | 404;
  /** The page's own address (path and query) when the asked one spells its handle differently (a 301 there). */
  redirect?: string;
}
