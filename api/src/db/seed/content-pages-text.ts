import type { ContentPageRouteId } from '@storefront/shared-contracts';

export interface PageText {
  title: string;
  summary: string;
  /** Paragraphs separated by blank lines; `## ` lines are headings. */
  body: string;
}

const sections = (...parts: string[]) => parts.join('\n\n');

/** One page per static route; the figures match the seed and the api's rules (see api/README.md). */
export const CONTENT_PAGES: Record<ContentPageRouteId, PageText> = {
  'our-story': {
    title: 'Our story',
    summary:
      'A small team of growers and breeders in the Netherlands who have shipped seeds to home growers since 2012.',
    body: sections(
      'We started as three friends with a grow tent, a notebook full of crosses and too many seeds to keep.',
      '## Where we come from',
      'Every strain we sell is grown out in our own test garden before it reaches the catalogue. We keep the landraces that shaped modern cannabis and cross them into hybrids that suit a home grower.',
      '## What we promise',
      'Fresh, properly stored seeds, honest strain profiles and discreet shipping from the Netherlands. If a pack does not germinate, our support team makes it right.',
    ),
  },
  'shipping-delivery': {
    title: 'Shipping & delivery',
    summary:
      'Discreet shipping from the Netherlands with tracked and untracked options, transit times per country and free shipping thresholds.',
    body: sections(
      'Orders leave our warehouse within one business day. Every parcel is plain, without any mention of seeds or cannabis.',
      '## Transit times',
      'Transit times depend on the country: from 1 to 2 business days within the Netherlands up to 15 business days for New Zealand. The checkout shows the estimate for your address.',
      '## Free shipping',
      'Shipping is free over a threshold per country: £55 in the United Kingdom, $100 in the United States, C$120 in Canada, and always free to Australia and New Zealand.',
      '## Country not listed?',
      'If your country is not listed, please use the contact form and we will see what we can do.',
    ),
  },
  'payment-processing': {
    title: 'Payment processing',
    summary: 'Card payments, bank transfer, Klarna, iDEAL, Bitcoin and more: availability varies per region.',
    body: sections(
      'Pay the way you prefer. The payment methods offered depend on your region and delivery country.',
      '## Methods',
      'Card payments and Bitcoin work everywhere. Bank transfers, iDEAL, Bancontact, Klarna, EPS, TWINT, Interac, PayID and ACH are offered where they are common.',
      '## Failed payments',
      'If a payment fails you can choose another method from the order overview and complete the payment there.',
    ),
  },
  faq: {
    title: 'Frequently asked questions',
    summary: 'Answers about ordering, shipping, payment, germination and our guarantee.',
    body: sections(
      'Search the questions below or ask our chatbot, which is available 24/7.',
      '## Ordering',
      'You can order as a guest or with an account. A cart holds at most 100 seeds.',
      '## Germination',
      'Store seeds cool, dark and dry. Our germination guide in the blog walks you through the paper towel method.',
    ),
  },
  'refund-policy': {
    title: 'Refund policy',
    summary: 'When and how we refund an order, and how long a refund takes.',
    body: sections(
      'We refund orders that did not arrive, arrived damaged or were cancelled before shipping.',
      '## How refunds work',
      'Refunds go back to the original payment method within 14 days of approval.',
    ),
  },
  'return-policy': {
    title: 'Return policy',
    summary: 'Unopened seed packs can be returned within 14 days of delivery.',
    body: sections(
      'Seeds are sold as souvenirs and for storage. Unopened packs in their original packaging can be returned within 14 days.',
      '## How to return',
      'Contact support with your order number; we send you the return address and instructions.',
    ),
  },
  'privacy-policy': {
    title: 'Privacy policy',
    summary: 'Which personal data we keep, why, for how long, and your rights.',
    body: sections(
      'We keep only the data we need to deliver your order and to answer your questions.',
      '## Cookies',
      'Functional cookies keep your cart, region and consent. Analytical and marketing cookies are set only when you allow them.',
      '## Your rights',
      'You may ask for a copy of your data, its correction or its deletion at any time through the contact form.',
    ),
  },
  'terms-conditions': {
    title: 'Terms & conditions',
    summary: 'The terms of every order: age requirement, prices, delivery, liability and applicable law.',
    body: sections(
      'You must be 18 or older to order. Seeds are sold as souvenirs and for storage; you are responsible for complying with local law.',
      '## Prices',
      "Prices are shown in your region's currency and include VAT where applicable.",
    ),
  },
  affiliates: {
    title: 'Affiliate programme',
    summary: 'Earn a commission on every order from visitors you refer to our shop.',
    body: sections(
      'Run a grow blog, forum or channel? Join the affiliate programme and earn on every order you refer.',
      '## How it works',
      'Share links with your affiliate id. Visitors are tracked for 90 days, and every order they place in that time counts for you.',
    ),
  },
  'work-careers': {
    title: 'Work & careers',
    summary: 'Open positions in our warehouse, grow team and customer support.',
    body: sections(
      'We are a small team that likes to grow. Open positions are listed here as they come up.',
      '## Open positions',
      'Warehouse assistant (Netherlands, part time) and customer support agent (remote, German and English).',
    ),
  },
  'discount-codes': {
    title: 'Discount codes',
    summary: 'Current discount codes, including 10% off for newsletter subscribers.',
    body: sections(
      'Enter a discount code in the cart to apply it to your order. One code per order.',
      '## Newsletter',
      'Sign up for the newsletter and get 10% off: the code arrives in your welcome e-mail.',
      '## First order',
      'WELCOME5 takes €5 off a first order of €30 or more.',
    ),
  },
  'price-list': {
    title: 'Price list',
    summary: 'Every strain and every seed pack with its price, filterable by name.',
    body: sections(
      'All strains with their seed packs and prices in your currency. Filter by name to find a strain quickly.',
      '## Free seeds',
      'Packs marked with free seeds contain extra seeds at no charge while the promotion lasts.',
    ),
  },
  seedfinder: {
    title: 'Seedfinder',
    summary: 'Answer a few questions about your grow and find the strains that suit you.',
    body: sections(
      'Not sure which strain to pick? The Seedfinder asks about your space, experience and the effect you like.',
      '## How it works',
      'Each answer narrows the catalogue down until a handful of strains remain that fit your grow.',
    ),
  },
  contact: {
    title: 'Contact',
    summary: 'Reach us through the chatbot (24/7), the FAQ or the contact form: we answer within 24 hours.',
    body: sections(
      'Three ways to get help: the chatbot answers instantly, day and night; the FAQ covers the common questions; the contact form reaches our team.',
      '## Contact form',
      'Leave your name, e-mail and message. We answer within 24 hours.',
    ),
  },
  'order-status': {
    title: 'Order status',
    summary: 'Look up your order with its number and e-mail, or get a link to it by e-mail.',
    body: sections(
      'Know your order number? Enter it with your e-mail address to see the status and shipments.',
      '## No order number?',
      'Enter your e-mail address and we send you a link to the order status.',
    ),
  },
  reviews: {
    title: 'Shop reviews',
    summary: 'What growers say about our seeds, shipping and support, with links to independent review sites.',
    body: sections(
      'We collect reviews on independent review sites so you can read unfiltered opinions.',
      '## Strain reviews',
      'Every product page also shows the reviews growers left for that strain.',
    ),
  },
};
