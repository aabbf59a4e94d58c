// The content page contract lives in shared-domain (types/marketing.ts); the seed adds only its own input shape.
import type { ContentPage } from '@storefront/shared-domain';

export { CONTENT_LINK_HREF, CONTENT_PAGE_HANDLE } from '@storefront/shared-domain';
export type { ContentBlock, ContentPage } from '@storefront/shared-domain';

/** A page as seeded (the service adds updatedAt). */
export type SeedContentPage = Omit<ContentPage, 'updatedAt'>;
