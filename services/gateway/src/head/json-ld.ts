// schema.org blocks every head repeats: the store as an Organization, the site with its search, breadcrumbs, and a
// list of the products a listing page shows.
import { ROUTES, SEARCH_QUERY_PARAM, STORE_CONTACT, type ProductCard } from '@storefront/shared-domain';

export interface Crumb {
  name: string;
  url: string;
}

/** The store as a schema.org node of the given type: named, at its home page. */
function storeNode(type: 'Organization' | 'WebSite', origin: string, siteName: string) {
  return { '@context': 'https://schema.org', '@type': type, name: siteName, url: `${origin}/` };
}

export function organizationJsonLd(origin: string, siteName: string) {
  return {
    ...storeNode('Organization', origin, siteName),
    contactPoint: {
      '@type': 'ContactPoint',
      telephone: STORE_CONTACT.footerPhone,
      contactType: 'customer service',
      areaServed: 'US',
      availableLanguage: 'English',
    },
  };
}

export function websiteJsonLd(origin: string, siteName: string) {
  return {
    ...storeNode('WebSite', origin, siteName),
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${origin}${ROUTES.search.path}?${SEARCH_QUERY_PARAM}={search_term_string}`,
      },
      'query-input': 'required name=search_term_string',
    },
  };
}

export function breadcrumbsJsonLd(items: Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

export function itemListJsonLd(
  name: string,
  products: ProductCard[],
  total: number,
  productUrl: (slug: string) => string,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    numberOfItems: total,
    itemListElement: products.map((p, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      url: productUrl(p.slug),
      name: p.name,
    })),
  };
}
