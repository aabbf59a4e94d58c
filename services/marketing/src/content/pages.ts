// The seeded content pages. Copy is the store's own (CHOICE texts); every number the spec
// gives (phone, support hours, shipping threshold and rate) comes from @storefront/shared-domain.
import {
  LINKS,
  ROUTES,
  SHIPPING,
  STORE_CONTACT,
  formatMoney,
  supportHoursText,
  toE164,
} from '@storefront/shared-domain';
import type { ContentBlock, SeedContentPage } from './types';

const PHONE = STORE_CONTACT.footerPhone;
const PHONE_HREF = `tel:${toE164(PHONE) ?? ''}`;
const SUPPORT_EMAIL = 'support@caraudiostorefront.example';
const JOBS_EMAIL = 'careers@caraudiostorefront.example';
const SUPPORT_HOURS = `${supportHoursText()} (US only, support in English).`;
const FREE_SHIPPING = formatMoney(SHIPPING.current.freeThreshold);
const FLAT_SHIPPING = formatMoney(SHIPPING.current.flatRate);
/** CHOICE: the return window (the spec names none). */
const RETURN_DAYS = 30;

const h2 = (text: string): ContentBlock => ({ type: 'heading', level: 2, text });
const h3 = (text: string): ContentBlock => ({ type: 'heading', level: 3, text });
const p = (text: string): ContentBlock => ({ type: 'paragraph', text });
const ul = (...items: string[]): ContentBlock => ({ type: 'list', ordered: false, items });
const ol = (...items: string[]): ContentBlock => ({ type: 'list', ordered: true, items });
const links = (...items: [text: string, href: string][]): ContentBlock => ({
  type: 'links',
  items: items.map(([text, href]) => ({ text, href })),
});
const faq = (...items: [question: string, answer: string][]): ContentBlock => ({
  type: 'faq',
  items: items.map(([question, answer]) => ({ question, answer })),
});

const contactLinks = links(
  [`Call us: ${PHONE}`, PHONE_HREF],
  [`Email us: ${SUPPORT_EMAIL}`, `mailto:${SUPPORT_EMAIL}`],
  ['Send us a message', '/pages/contact-us?screen=contact-form'],
);

export const CONTENT_PAGES: readonly SeedContentPage[] = [
  {
    handle: 'contact-us',
    title: 'Contact Us',
    description: `Questions about an order, a fitment or a product? Call ${PHONE}, email us or send a message. ${SUPPORT_HOURS}`,
    blocks: [
      p(
        'Our team installs and tunes car audio every day, so you talk to people who know the gear. Ask about fitment, wiring, box tuning or an order.',
      ),
      h2('Talk to us'),
      contactLinks,
      p(SUPPORT_HOURS),
      h2('Send us a message'),
      p(
        'Include your order number if your question is about an order, and the year, make and model for fitment questions. We answer within one business day.',
      ),
      { type: 'contact-form' },
      h2('Before you write'),
      links(
        ['Track or view an order', ROUTES.orders.path],
        ['Start a return', ROUTES.returns.path],
        ['Frequently asked questions', '/pages/frequently-asked-questions'],
      ),
    ],
  },
  {
    handle: 'return-policy',
    title: 'Return Policy',
    description: `Return new, unused car audio gear within ${RETURN_DAYS} days of delivery for a refund or exchange. How to start a return and what qualifies.`,
    blocks: [
      p(
        `You may return most items within ${RETURN_DAYS} days of delivery for a refund to the original payment method or an exchange.`,
      ),
      h2('What qualifies'),
      ul(
        'Items must be new, unused and uninstalled, in the original packaging with all accessories and manuals.',
        'Subwoofers must show no signs of installation: no screw marks, no burnt voice coils, no torn surrounds.',
        'Custom-built and vehicle-specific loaded enclosures can be returned only when they arrive damaged or do not match your order.',
        'Wiring sold by the foot and opened sound deadening cannot be returned.',
      ),
      h2('How to return an item'),
      ol(
        'Sign in and open your order, or use the returns page with your order number.',
        'Choose the items and a reason; we email a return authorization and a prepaid label when the return is due to our error.',
        'Pack the items securely, write the authorization number on the box and ship it within 10 days.',
        'We inspect the return and issue your refund within 5 business days of receiving it.',
      ),
      h2('Damaged or wrong items'),
      p(
        `Tell us within 7 days of delivery and keep the packaging: we ship a replacement or the correct item at no cost. Call ${PHONE} or send a message.`,
      ),
      links(['Start a return', ROUTES.returns.path], ['Contact us', '/pages/contact-us']),
    ],
  },
  {
    handle: 'career-opportunities',
    title: 'Career Opportunities',
    description:
      'Work with a team that lives car audio: open positions in customer support, installation, fabrication and the warehouse.',
    blocks: [
      p(
        'We are a small team of installers, fabricators and audio enthusiasts. If you like helping people get great sound in their vehicles, we want to hear from you.',
      ),
      h2('Why work with us'),
      ul(
        'Health, dental and vision coverage after 60 days',
        'Paid time off and paid holidays',
        'Employee pricing on everything we sell',
        'Training on the latest amplifiers, subwoofers and tuning tools',
      ),
      h2('How to apply'),
      p(
        `Send your resume and a few lines about your car audio experience to ${JOBS_EMAIL}, with the position in the subject line.`,
      ),
      links(['Email your application', `mailto:${JOBS_EMAIL}`], ['See current openings', '/jobs']),
      p('We are an equal opportunity employer.'),
    ],
  },
  {
    handle: 'about-us',
    title: 'About Us',
    description:
      'A car audio store run by installers: amplifiers, subwoofers, speakers, marine audio and vehicle-specific subwoofer enclosures built to fit.',
    blocks: [
      p(
        'We started in a two-bay install shop, building subwoofer boxes for customers whose trucks and cars had no room for a standard enclosure. Those vehicle-specific enclosures are still the heart of what we do.',
      ),
      h2('What we sell'),
      ul(
        'Car amplifiers, subwoofers and speakers',
        'Loaded and empty subwoofer enclosures, including vehicle-specific designs',
        'Marine audio built for sun and spray',
        'Amp kits, wiring, fuses and installation accessories',
      ),
      h2('How we work'),
      p(
        'Every enclosure design is test-fitted in the vehicle it is made for. Our support team installs and tunes systems, so advice comes from experience, not a script.',
      ),
      links(['Read customer reviews', '/pages/reviews'], ['Find a dealer near you', '/pages/dealer-locator']),
    ],
  },
  {
    handle: 'frequently-asked-questions',
    title: 'Frequently Asked Questions',
    description: 'Answers about orders, shipping, returns, warranty, fitment and installation of car audio gear.',
    blocks: [
      h2('Orders and shipping'),
      faq(
        [
          'How much is shipping?',
          `Shipping is free on orders over ${FREE_SHIPPING}. Below that, shipping is a flat ${FLAT_SHIPPING}.`,
        ],
        [
          'When will my order ship?',
          'In-stock items ship within one business day. Pre-order items ship on the date shown on the product page.',
        ],
        ['Do you ship outside the US?', 'Not at this time: we ship to addresses in the United States only.'],
      ),
      h2('Fitment and installation'),
      faq(
        [
          'Will this enclosure fit my vehicle?',
          'Vehicle-specific enclosures list the years, makes and models they fit. Use the vehicle selector on the collection page, or call us with your vehicle details.',
        ],
        [
          'Which subwoofers fit a vehicle-specific enclosure?',
          'Each enclosure lists compatible subwoofers; the cart warns you when a subwoofer does not fit an enclosure in it.',
        ],
        [
          'How do I wire my subwoofers?',
          'See our subwoofer wiring diagrams for single, dual and quad setups with 1, 2 and 4 ohm voice coils.',
        ],
      ),
      h2('Returns and warranty'),
      faq(
        [
          'Can I return an item?',
          `Yes: new, unused items within ${RETURN_DAYS} days of delivery. See the return policy for details.`,
        ],
        [
          'What does the warranty cover?',
          'Manufacturing defects, for one year from purchase on most products. See the warranty policy.',
        ],
      ),
      links(
        ['Return policy', '/pages/return-policy'],
        ['Warranty policy', '/pages/warranty-policy'],
        ['Subwoofer wiring diagrams', '/subwoofer-wiring-diagrams'],
        ['Contact us', '/pages/contact-us'],
      ),
    ],
  },
  {
    handle: 'privacy-policy',
    title: 'Privacy Policy',
    description:
      'What personal information we collect, how we use it, and how to opt out of marketing emails, texts and push notifications.',
    blocks: [
      p(
        'This policy explains what we collect when you visit our store, place an order or sign up for offers, and the choices you have.',
      ),
      h2('What we collect'),
      ul(
        'Order details: your name, shipping and billing address, email, phone and the items you buy.',
        'Account details when you create an account.',
        'Marketing preferences: your email and phone number when you sign up, with the date you gave consent.',
        'Usage data: pages you view and products you add to the cart, to improve the store.',
      ),
      h2('How we use it'),
      ul(
        'To process, ship and support your orders.',
        'To send offers by email, text or push notification, only when you have agreed to receive them.',
        'To prevent fraud and keep the store secure.',
      ),
      p('We do not sell your personal information.'),
      h2('Your choices'),
      p(
        'Every marketing email has an unsubscribe link; reply STOP to any text to stop texts; turn off push notifications in your browser settings at any time.',
      ),
      h2('Contact'),
      p(`Questions about your data? Email ${SUPPORT_EMAIL} or call ${PHONE}.`),
    ],
  },
  {
    handle: 'warranty-policy',
    title: 'Warranty Policy',
    description:
      'Manufacturing defects are covered for one year from purchase on most products. What the warranty covers and how to make a claim.',
    blocks: [
      p(
        'Products we sell are covered against defects in materials and workmanship for one year from the date of purchase, unless the product page states a longer manufacturer warranty.',
      ),
      h2('Not covered'),
      ul(
        'Damage from overpowering, clipping or incorrect wiring (burnt voice coils, torn cones)',
        'Physical damage, water damage on non-marine products, or modifications',
        'Normal wear of finishes and carpet on enclosures',
      ),
      h2('How to make a claim'),
      ol(
        'Contact us with your order number, a description of the problem and photos.',
        'We confirm the claim and send return instructions.',
        'We repair or replace the product; if it is no longer made, we offer an equivalent product or store credit.',
      ),
      contactLinks,
    ],
  },
  {
    handle: 'financing',
    title: 'Financing',
    description: 'Pay for your car audio system over time with monthly payments, subject to credit approval.',
    blocks: [
      p(
        'Build the system you want now and pay over time. Financing is offered at checkout by our lending partner and is subject to credit approval.',
      ),
      h2('How it works'),
      ol(
        'Add your products to the cart and go to checkout.',
        'Choose monthly payments as your payment method and answer a few questions.',
        'Get a decision in seconds; your order ships as soon as it is approved.',
      ),
      h2('Good to know'),
      ul(
        'Checking your rate does not affect your credit score.',
        'Terms and rates depend on your credit and the order total.',
        'Returns are refunded to the financing account.',
      ),
      p(`Questions? Call ${PHONE}. ${SUPPORT_HOURS}`),
    ],
  },
  {
    handle: 'terms-and-conditions',
    title: 'Terms and Conditions',
    description: 'The terms that apply when you use our store and buy from us: orders, prices, shipping and liability.',
    blocks: [
      p('By using this store or placing an order you agree to these terms.'),
      h2('Orders and prices'),
      ul(
        'Prices are in US dollars and may change without notice; the price in your cart at checkout is the price you pay.',
        'We may cancel an order with a pricing or stock error; you are refunded in full.',
        'Sale prices apply while the sale runs and while stock lasts.',
      ),
      h2('Shipping'),
      p(
        `We ship to US addresses only. Shipping is free on orders over ${FREE_SHIPPING} and a flat ${FLAT_SHIPPING} below that.`,
      ),
      h2('Product use'),
      p(
        'Car audio equipment must be installed safely and used at volumes that let you hear traffic and emergency vehicles. Follow your local laws on sound levels.',
      ),
      h2('Liability'),
      p(
        'Our liability for any product is limited to its purchase price. Trademarks and brand names belong to their owners.',
      ),
      links(
        ['Return policy', '/pages/return-policy'],
        ['Warranty policy', '/pages/warranty-policy'],
        ['Privacy policy', '/pages/privacy-policy'],
      ),
    ],
  },
  {
    handle: 'reviews',
    title: 'Customer Reviews',
    description:
      'What customers say about our subwoofers, amplifiers and vehicle-specific enclosures, and how to review a product you bought.',
    blocks: [
      p(
        'Every product page shows reviews from verified buyers, with photos of real installs. We publish good and bad reviews alike.',
      ),
      h2('Write a review'),
      p(
        'Bought from us? Sign in and open your order history: each product you have not reviewed yet has a review link.',
      ),
      links(
        ['Your order history', ROUTES.orders.path],
        ['Shop subwoofers', LINKS.carSubwoofers],
        ['Shop vehicle-specific enclosures', LINKS.vehicleFinder],
      ),
    ],
  },
  {
    // CHOICE: the footer's /pages/{hash} link.
    handle: 'shipping-policy',
    title: 'Shipping Policy',
    description: `Free shipping on orders over ${FREE_SHIPPING}, flat ${FLAT_SHIPPING} below. In-stock orders ship within one business day to US addresses.`,
    blocks: [
      ul(
        `Free ground shipping on orders over ${FREE_SHIPPING}.`,
        `A flat ${FLAT_SHIPPING} on orders below that.`,
        'In-stock orders ship within one business day; you receive a tracking number by email.',
        'We ship to addresses in the United States only.',
      ),
      h2('Pre-orders'),
      p('Pre-order items ship on the date shown on the product page; the rest of your order ships right away.'),
      h2('Large items'),
      p('Enclosures ship in reinforced boxes. Inspect the box on delivery and tell us within 7 days about any damage.'),
      links(['Contact us', '/pages/contact-us']),
    ],
  },
  {
    handle: 'jobs',
    title: 'Jobs',
    description:
      'Open positions at our car audio store: customer support, installation, enclosure fabrication and warehouse roles.',
    blocks: [
      p('We are hiring. All positions are full time and on site unless noted.'),
      h2('Open positions'),
      h3('Car Audio Sales and Support Specialist'),
      p(
        'Help customers by phone, chat and email to choose and troubleshoot their systems. Car audio installation experience required.',
      ),
      h3('Mobile Electronics Installer'),
      p(
        'Install amplifiers, subwoofers, speakers and sound deadening in our demo and customer vehicles. MECP certification is a plus.',
      ),
      h3('Enclosure Fabricator'),
      p('Build vehicle-specific subwoofer enclosures from CAD designs. Woodworking or CNC experience preferred.'),
      h3('Warehouse Associate'),
      p('Pick, pack and ship orders accurately. Able to lift 50 lb.'),
      links(['Benefits and how to apply', '/pages/career-opportunities']),
    ],
  },
  {
    handle: 'box-design-calculator',
    title: 'Subwoofer Box Design Calculator',
    description:
      'Work out the internal volume and port size a subwoofer box needs, with the formulas and typical volumes per subwoofer size.',
    blocks: [
      p(
        'A subwoofer sounds its best in the box volume its maker recommends. Use these steps to check a box design before you build or buy.',
      ),
      h2('Internal volume of a sealed box'),
      ol(
        'Measure the outside height, width and depth in inches.',
        'Subtract twice the wood thickness from each (0.75 in MDF: subtract 1.5 in).',
        'Multiply the three inside dimensions and divide by 1728 to get cubic feet.',
        'Subtract the subwoofer displacement (from its manual) and any bracing.',
      ),
      h2('Typical sealed volumes per subwoofer'),
      ul(
        '8 inch: 0.35 to 0.6 cubic feet',
        '10 inch: 0.6 to 1.0 cubic feet',
        '12 inch: 1.0 to 1.5 cubic feet',
        '15 inch: 1.75 to 2.5 cubic feet',
      ),
      h2('Ported boxes'),
      p(
        'Ported boxes need more volume (often 1.5 to 2 times the sealed volume) and a port tuned to 30 to 35 Hz for daily listening. A port area of 12 to 16 square inches per cubic foot keeps port noise down.',
      ),
      links(
        ['Shop empty enclosures', '/collections/subwoofer-enclosures-boxes'],
        ['Subwoofer wiring diagrams', '/subwoofer-wiring-diagrams'],
      ),
    ],
  },
  {
    handle: 'subwoofer-wiring-diagrams',
    title: 'Subwoofer Wiring Diagrams',
    description:
      'How to wire single, dual and quad subwoofers with single or dual voice coils to reach the impedance your amplifier is rated for.',
    blocks: [
      p(
        'Wire subwoofers so the final impedance matches what your amplifier is stable at. Wiring in series adds impedance; wiring in parallel divides it.',
      ),
      h2('One dual voice coil subwoofer'),
      ul(
        'Dual 2 ohm (D2) in series: 4 ohm. In parallel: 1 ohm.',
        'Dual 4 ohm (D4) in series: 8 ohm. In parallel: 2 ohm.',
        'Dual 1 ohm (D1) in series: 2 ohm. In parallel: 0.5 ohm.',
      ),
      h2('Two subwoofers'),
      ul(
        'Two D4 subwoofers, coils in series, subwoofers in parallel: 4 ohm.',
        'Two D4 subwoofers, all coils in parallel: 1 ohm.',
        'Two D2 subwoofers, coils in series, subwoofers in parallel: 2 ohm.',
      ),
      h2('Four subwoofers'),
      ul(
        'Four D4 subwoofers, coils in parallel, pairs in series, pairs in parallel: 2 ohm.',
        'Four D2 subwoofers, coils in series, subwoofers in parallel: 1 ohm.',
      ),
      h2('Safety'),
      p(
        'Disconnect the battery before wiring, fuse the power wire within 18 inches of the battery, and never run an amplifier below its rated minimum impedance.',
      ),
      links(
        ['Amplifier wiring kits', '/collections/amplifier-wiring-kits'],
        ['Speaker wire', '/collections/speaker-wire'],
      ),
    ],
  },
];
