import type { Language } from '@storefront/shared-contracts';

/**
 * The managed content blocks of the content pages, per language (docs: mf-content/README.md, "Content blocks").
 * What is stored per block type (`content_blocks.data`):
 * - rich-text: { heading?, paragraphs }
 * - image-text: { heading, text, product (a strain slug: its picture), imageSide: start | end }
 * - product-carousel: { heading, collection (slug), limit } -> the api adds the collection's first products
 * - call-to-action: { heading, text, label, routeId (a route without parameters) }
 * - faq-list: { heading, items: [{ question, answer }] }
 * - shop-reviews: { heading, profiles: [{ name, url, rating, reviewCount }] } -> the api adds the average of
 *   every product review and the newest top-rated ones
 * - discount-codes: { heading } -> the api adds the public codes live now, with their conditions
 * - shipping-table: { heading, note } -> the api adds the storefront's countries and shipping methods
 * - payment-methods: { heading } -> the api adds the storefront's payment methods and where they are offered
 * The home page's own (route `home`, `home-blocks-text.ts`):
 * - hero: { heading, text, label, collection (slug) }
 * - collection-grid: { heading } -> the api adds every named collection with its product count
 * - seedfinder-teaser: { heading, text, label }
 */
export type StoredBlock =
  | { type: 'rich-text'; heading?: string; paragraphs: string[] }
  | { type: 'image-text'; heading: string; text: string; product: string; imageSide: 'start' | 'end' }
  | { type: 'product-carousel'; heading: string; collection: string; limit: number }
  | { type: 'call-to-action'; heading: string; text: string; label: string; routeId: string }
  | { type: 'faq-list'; heading: string; items: { question: string; answer: string }[] }
  | {
      type: 'shop-reviews';
      heading: string;
      profiles: { name: string; url: string; rating: number; reviewCount: number }[];
    }
  | { type: 'discount-codes'; heading: string }
  | { type: 'shipping-table'; heading: string; note: string }
  | { type: 'payment-methods'; heading: string }
  | { type: 'hero'; heading: string; text: string; label: string; collection: string }
  | { type: 'collection-grid'; heading: string }
  | { type: 'seedfinder-teaser'; heading: string; text: string; label: string };

export interface PageVersion {
  title: string;
  summary: string;
  blocks: StoredBlock[];
}

export type BlockPageId =
  | 'our-story'
  | 'affiliates'
  | 'work-careers'
  | 'refund-policy'
  | 'return-policy'
  | 'privacy-policy'
  | 'terms-conditions'
  | 'reviews'
  | 'discount-codes'
  | 'shipping-delivery'
  | 'payment-processing';

const PROFILES = [
  { name: 'Trustpilot', url: 'https://www.trustpilot.com/review/seedshop.example', rating: 4.6, reviewCount: 2814 },
  { name: 'Google', url: 'https://g.page/seedshop-example/review', rating: 4.7, reviewCount: 1206 },
  { name: 'Feefo', url: 'https://www.feefo.com/reviews/seedshop-example', rating: 4.5, reviewCount: 640 },
];

export const BLOCK_PAGES: Record<BlockPageId, Record<Language, PageVersion>> = {
  'our-story': {
    en: {
      title: 'Our story',
      summary:
        'A small team of growers and breeders in the Netherlands who have shipped seeds to home growers since 2012.',
      blocks: [
        {
          type: 'rich-text',
          paragraphs: [
            'We started as three friends with a grow tent, a notebook full of crosses and too many seeds to keep.',
          ],
        },
        {
          type: 'image-text',
          heading: 'Where we come from',
          text: 'Every strain we sell is grown out in our own test garden before it reaches the catalogue. We keep the landraces that shaped modern cannabis and cross them into hybrids that suit a home grower.',
          product: 'amnesia-haze',
          imageSide: 'start',
        },
        {
          type: 'rich-text',
          heading: 'What we promise',
          paragraphs: [
            'Fresh, properly stored seeds, honest strain profiles and discreet shipping from the Netherlands. If a pack does not germinate, our support team makes it right.',
          ],
        },
        { type: 'product-carousel', heading: 'The landraces we keep alive', collection: 'landrace', limit: 4 },
        {
          type: 'call-to-action',
          heading: 'Find your strain',
          text: 'Answer a few questions and the Seedfinder suggests strains that suit your grow.',
          label: 'Open the Seedfinder',
          routeId: 'seedfinder',
        },
      ],
    },
    de: {
      title: 'Unsere Geschichte',
      summary:
        'Ein kleines Team aus Gärtnern und Züchtern in den Niederlanden, das seit 2012 Samen an Hobbygärtner verschickt.',
      blocks: [
        {
          type: 'rich-text',
          paragraphs: [
            'Angefangen haben wir als drei Freunde mit einem Zelt, einem Notizbuch voller Kreuzungen und zu vielen Samen.',
          ],
        },
        {
          type: 'image-text',
          heading: 'Woher wir kommen',
          text: 'Jede Sorte, die wir verkaufen, wächst zuerst in unserem eigenen Testgarten, bevor sie in den Katalog kommt. Wir erhalten die Landrassen, die das moderne Cannabis geprägt haben, und kreuzen sie zu Hybriden, die zu Hobbygärtnern passen.',
          product: 'amnesia-haze',
          imageSide: 'start',
        },
        {
          type: 'rich-text',
          heading: 'Was wir versprechen',
          paragraphs: [
            'Frische, richtig gelagerte Samen, ehrliche Sortenprofile und diskreter Versand aus den Niederlanden. Keimt eine Packung nicht, sorgt unser Support-Team für Ersatz.',
          ],
        },
        { type: 'product-carousel', heading: 'Die Landrassen, die wir erhalten', collection: 'landrace', limit: 4 },
        {
          type: 'call-to-action',
          heading: 'Finde deine Sorte',
          text: 'Beantworte ein paar Fragen, und der Seedfinder schlägt dir Sorten für deinen Anbau vor.',
          label: 'Zum Seedfinder',
          routeId: 'seedfinder',
        },
      ],
    },
    nl: {
      title: 'Ons verhaal',
      summary:
        'Een klein team van kwekers en veredelaars in Nederland dat sinds 2012 zaden naar thuiskwekers verstuurt.',
      blocks: [
        {
          type: 'rich-text',
          paragraphs: ['We begonnen als drie vrienden met een kweektent, een schrift vol kruisingen en te veel zaden.'],
        },
        {
          type: 'image-text',
          heading: 'Waar we vandaan komen',
          text: 'Elke soort die we verkopen, groeit eerst in onze eigen testtuin voordat hij in de catalogus komt. We houden de landrassen in leven die de moderne cannabis hebben gevormd en kruisen ze tot hybriden die bij een thuiskweker passen.',
          product: 'amnesia-haze',
          imageSide: 'start',
        },
        {
          type: 'rich-text',
          heading: 'Wat we beloven',
          paragraphs: [
            'Verse, goed bewaarde zaden, eerlijke soortprofielen en discrete verzending vanuit Nederland. Kiemt een pakje niet, dan lost ons supportteam het op.',
          ],
        },
        { type: 'product-carousel', heading: 'De landrassen die we in leven houden', collection: 'landrace', limit: 4 },
        {
          type: 'call-to-action',
          heading: 'Vind jouw soort',
          text: 'Beantwoord een paar vragen en de Seedfinder stelt soorten voor die bij jouw kweek passen.',
          label: 'Open de Seedfinder',
          routeId: 'seedfinder',
        },
      ],
    },
    fr: {
      title: 'Notre histoire',
      summary:
        'Une petite équipe de cultivateurs et de sélectionneurs aux Pays-Bas qui expédie des graines aux jardiniers amateurs depuis 2012.',
      blocks: [
        {
          type: 'rich-text',
          paragraphs: [
            'Nous avons commencé à trois amis, avec une tente de culture, un carnet rempli de croisements et trop de graines.',
          ],
        },
        {
          type: 'image-text',
          heading: "D'où nous venons",
          text: "Chaque variété que nous vendons pousse d'abord dans notre jardin d'essai avant d'entrer au catalogue. Nous préservons les variétés locales qui ont façonné le cannabis moderne et les croisons en hybrides adaptés aux jardiniers amateurs.",
          product: 'amnesia-haze',
          imageSide: 'start',
        },
        {
          type: 'rich-text',
          heading: 'Ce que nous promettons',
          paragraphs: [
            "Des graines fraîches et bien conservées, des profils de variétés honnêtes et une expédition discrète depuis les Pays-Bas. Si un paquet ne germe pas, notre équipe d'assistance arrange les choses.",
          ],
        },
        {
          type: 'product-carousel',
          heading: 'Les variétés locales que nous préservons',
          collection: 'landrace',
          limit: 4,
        },
        {
          type: 'call-to-action',
          heading: 'Trouvez votre variété',
          text: 'Répondez à quelques questions et le Seedfinder vous propose des variétés adaptées à votre culture.',
          label: 'Ouvrir le Seedfinder',
          routeId: 'seedfinder',
        },
      ],
    },
  },
  affiliates: {
    en: {
      title: 'Affiliate programme',
      summary: 'Earn a commission on every order from visitors you refer to our shop.',
      blocks: [
        {
          type: 'rich-text',
          paragraphs: [
            'Run a grow blog, forum or channel? Join the affiliate programme and earn on every order you refer.',
          ],
        },
        {
          type: 'rich-text',
          heading: 'How it works',
          paragraphs: [
            'Share links with your affiliate id. Visitors are tracked for 90 days, and every order they place in that time counts for you.',
          ],
        },
        {
          type: 'faq-list',
          heading: 'Questions about the programme',
          items: [
            { question: 'What does it cost?', answer: 'Nothing: joining is free and there is no minimum.' },
            {
              question: 'When are commissions paid?',
              answer: 'Once a month, for every order that was delivered and not returned.',
            },
          ],
        },
        {
          type: 'call-to-action',
          heading: 'Ready to join?',
          text: 'Tell us about your site through the contact form and we set you up within two business days.',
          label: 'Contact us',
          routeId: 'contact',
        },
      ],
    },
    de: {
      title: 'Affiliate-Programm',
      summary: 'Verdiene eine Provision an jeder Bestellung von Besuchern, die du zu unserem Shop schickst.',
      blocks: [
        {
          type: 'rich-text',
          paragraphs: [
            'Du betreibst einen Anbau-Blog, ein Forum oder einen Kanal? Mach beim Affiliate-Programm mit und verdiene an jeder vermittelten Bestellung.',
          ],
        },
        {
          type: 'rich-text',
          heading: 'So funktioniert es',
          paragraphs: [
            'Teile Links mit deiner Affiliate-ID. Besucher werden 90 Tage lang zugeordnet, und jede Bestellung in dieser Zeit zählt für dich.',
          ],
        },
        {
          type: 'faq-list',
          heading: 'Fragen zum Programm',
          items: [
            { question: 'Was kostet es?', answer: 'Nichts: die Teilnahme ist kostenlos, und es gibt kein Minimum.' },
            {
              question: 'Wann werden Provisionen ausgezahlt?',
              answer: 'Einmal im Monat, für jede gelieferte und nicht zurückgeschickte Bestellung.',
            },
          ],
        },
        {
          type: 'call-to-action',
          heading: 'Bereit mitzumachen?',
          text: 'Erzähl uns über das Kontaktformular von deiner Seite, und wir richten dich innerhalb von zwei Werktagen ein.',
          label: 'Kontakt aufnehmen',
          routeId: 'contact',
        },
      ],
    },
    nl: {
      title: 'Affiliateprogramma',
      summary: 'Verdien commissie op elke bestelling van bezoekers die je naar onze winkel stuurt.',
      blocks: [
        {
          type: 'rich-text',
          paragraphs: [
            'Heb je een kweekblog, forum of kanaal? Doe mee met het affiliateprogramma en verdien aan elke bestelling die je doorverwijst.',
          ],
        },
        {
          type: 'rich-text',
          heading: 'Zo werkt het',
          paragraphs: [
            'Deel links met je affiliate-id. Bezoekers worden 90 dagen gevolgd en elke bestelling in die tijd telt voor jou.',
          ],
        },
        {
          type: 'faq-list',
          heading: 'Vragen over het programma',
          items: [
            { question: 'Wat kost het?', answer: 'Niets: meedoen is gratis en er is geen minimum.' },
            {
              question: 'Wanneer wordt de commissie betaald?',
              answer: 'Eén keer per maand, voor elke bestelling die is geleverd en niet is teruggestuurd.',
            },
          ],
        },
        {
          type: 'call-to-action',
          heading: 'Klaar om mee te doen?',
          text: 'Vertel ons via het contactformulier over je site en we zetten alles binnen twee werkdagen klaar.',
          label: 'Neem contact op',
          routeId: 'contact',
        },
      ],
    },
    fr: {
      title: "Programme d'affiliation",
      summary: 'Touchez une commission sur chaque commande des visiteurs que vous envoyez vers notre boutique.',
      blocks: [
        {
          type: 'rich-text',
          paragraphs: [
            "Vous tenez un blog de culture, un forum ou une chaîne ? Rejoignez le programme d'affiliation et gagnez sur chaque commande que vous apportez.",
          ],
        },
        {
          type: 'rich-text',
          heading: 'Comment ça marche',
          paragraphs: [
            "Partagez des liens avec votre identifiant d'affilié. Les visiteurs sont suivis pendant 90 jours et chaque commande passée pendant ce temps compte pour vous.",
          ],
        },
        {
          type: 'faq-list',
          heading: 'Questions sur le programme',
          items: [
            { question: 'Combien ça coûte ?', answer: "Rien : l'inscription est gratuite et il n'y a pas de minimum." },
            {
              question: 'Quand les commissions sont-elles versées ?',
              answer: 'Une fois par mois, pour chaque commande livrée et non retournée.',
            },
          ],
        },
        {
          type: 'call-to-action',
          heading: 'Prêt à nous rejoindre ?',
          text: 'Parlez-nous de votre site via le formulaire de contact et nous vous inscrivons sous deux jours ouvrés.',
          label: 'Nous contacter',
          routeId: 'contact',
        },
      ],
    },
  },
  'work-careers': {
    en: {
      title: 'Work & careers',
      summary: 'Open positions in our warehouse, grow team and customer support.',
      blocks: [
        {
          type: 'rich-text',
          paragraphs: ['We are a small team that likes to grow. Open positions are listed here as they come up.'],
        },
        {
          type: 'faq-list',
          heading: 'Open positions',
          items: [
            {
              question: 'Warehouse assistant (Netherlands, part time)',
              answer: 'You pack orders with care and keep our seed stock cool, dark and dry.',
            },
            {
              question: 'Customer support agent (remote, German and English)',
              answer: 'You answer growers by chat and e-mail within 24 hours.',
            },
          ],
        },
        {
          type: 'call-to-action',
          heading: 'Interested?',
          text: 'Send us a short message about yourself through the contact form.',
          label: 'Apply now',
          routeId: 'contact',
        },
      ],
    },
    de: {
      title: 'Arbeit & Karriere',
      summary: 'Offene Stellen in unserem Lager, im Anbau-Team und im Kundenservice.',
      blocks: [
        {
          type: 'rich-text',
          paragraphs: [
            'Wir sind ein kleines Team, das gerne wächst. Offene Stellen findest du hier, sobald es sie gibt.',
          ],
        },
        {
          type: 'faq-list',
          heading: 'Offene Stellen',
          items: [
            {
              question: 'Lagerhilfe (Niederlande, Teilzeit)',
              answer: 'Du packst Bestellungen mit Sorgfalt und hältst unseren Samenbestand kühl, dunkel und trocken.',
            },
            {
              question: 'Kundenservice (remote, Deutsch und Englisch)',
              answer: 'Du antwortest Gärtnern per Chat und E-Mail innerhalb von 24 Stunden.',
            },
          ],
        },
        {
          type: 'call-to-action',
          heading: 'Interesse?',
          text: 'Schick uns über das Kontaktformular eine kurze Nachricht über dich.',
          label: 'Jetzt bewerben',
          routeId: 'contact',
        },
      ],
    },
    nl: {
      title: 'Werken bij ons',
      summary: 'Vacatures in ons magazijn, kweekteam en klantenservice.',
      blocks: [
        {
          type: 'rich-text',
          paragraphs: ['We zijn een klein team dat graag groeit. Vacatures staan hier zodra ze er zijn.'],
        },
        {
          type: 'faq-list',
          heading: 'Vacatures',
          items: [
            {
              question: 'Magazijnmedewerker (Nederland, parttime)',
              answer: 'Je pakt bestellingen zorgvuldig in en houdt onze zaadvoorraad koel, donker en droog.',
            },
            {
              question: 'Klantenservicemedewerker (op afstand, Duits en Engels)',
              answer: 'Je beantwoordt kwekers via chat en e-mail binnen 24 uur.',
            },
          ],
        },
        {
          type: 'call-to-action',
          heading: 'Interesse?',
          text: 'Stuur ons via het contactformulier een kort bericht over jezelf.',
          label: 'Solliciteer nu',
          routeId: 'contact',
        },
      ],
    },
    fr: {
      title: 'Emploi et carrières',
      summary: 'Postes ouverts dans notre entrepôt, notre équipe de culture et notre service client.',
      blocks: [
        {
          type: 'rich-text',
          paragraphs: [
            "Nous sommes une petite équipe qui aime grandir. Les postes ouverts sont publiés ici dès qu'ils existent.",
          ],
        },
        {
          type: 'faq-list',
          heading: 'Postes ouverts',
          items: [
            {
              question: 'Préparateur de commandes (Pays-Bas, temps partiel)',
              answer:
                'Vous emballez les commandes avec soin et gardez notre stock de graines au frais, au sec et à l’abri de la lumière.',
            },
            {
              question: 'Conseiller client (à distance, allemand et anglais)',
              answer: 'Vous répondez aux cultivateurs par chat et par e-mail sous 24 heures.',
            },
          ],
        },
        {
          type: 'call-to-action',
          heading: 'Intéressé ?',
          text: 'Envoyez-nous un court message sur vous via le formulaire de contact.',
          label: 'Postuler',
          routeId: 'contact',
        },
      ],
    },
  },
  'refund-policy': {
    en: {
      title: 'Refund policy',
      summary: 'When and how we refund an order, and how long a refund takes.',
      blocks: [
        {
          type: 'rich-text',
          paragraphs: ['We refund orders that did not arrive, arrived damaged or were cancelled before shipping.'],
        },
        {
          type: 'rich-text',
          heading: 'How refunds work',
          paragraphs: ['Refunds go back to the original payment method within 14 days of approval.'],
        },
      ],
    },
    de: {
      title: 'Erstattungsrichtlinie',
      summary: 'Wann und wie wir eine Bestellung erstatten und wie lange eine Erstattung dauert.',
      blocks: [
        {
          type: 'rich-text',
          paragraphs: [
            'Wir erstatten Bestellungen, die nicht angekommen sind, beschädigt ankamen oder vor dem Versand storniert wurden.',
          ],
        },
        {
          type: 'rich-text',
          heading: 'So funktionieren Erstattungen',
          paragraphs: [
            'Erstattungen gehen innerhalb von 14 Tagen nach der Genehmigung an die ursprüngliche Zahlungsart zurück.',
          ],
        },
      ],
    },
    nl: {
      title: 'Terugbetalingsbeleid',
      summary: 'Wanneer en hoe we een bestelling terugbetalen, en hoe lang dat duurt.',
      blocks: [
        {
          type: 'rich-text',
          paragraphs: [
            'We betalen bestellingen terug die niet zijn aangekomen, beschadigd aankwamen of vóór verzending zijn geannuleerd.',
          ],
        },
        {
          type: 'rich-text',
          heading: 'Zo werkt terugbetalen',
          paragraphs: ['Het bedrag gaat binnen 14 dagen na goedkeuring terug naar de oorspronkelijke betaalmethode.'],
        },
      ],
    },
    fr: {
      title: 'Politique de remboursement',
      summary: 'Quand et comment nous remboursons une commande, et en combien de temps.',
      blocks: [
        {
          type: 'rich-text',
          paragraphs: [
            "Nous remboursons les commandes non arrivées, arrivées endommagées ou annulées avant l'expédition.",
          ],
        },
        {
          type: 'rich-text',
          heading: 'Comment se passe un remboursement',
          paragraphs: ["Le remboursement revient sur le moyen de paiement d'origine sous 14 jours après validation."],
        },
      ],
    },
  },
  'return-policy': {
    en: {
      title: 'Return policy',
      summary: 'Unopened seed packs can be returned within 14 days of delivery.',
      blocks: [
        {
          type: 'rich-text',
          paragraphs: [
            'Seeds are sold as souvenirs and for storage. Unopened packs in their original packaging can be returned within 14 days.',
          ],
        },
        {
          type: 'rich-text',
          heading: 'How to return',
          paragraphs: ['Contact support with your order number; we send you the return address and instructions.'],
        },
      ],
    },
    de: {
      title: 'Rückgaberichtlinie',
      summary: 'Ungeöffnete Samenpackungen können innerhalb von 14 Tagen nach Lieferung zurückgegeben werden.',
      blocks: [
        {
          type: 'rich-text',
          paragraphs: [
            'Samen werden als Souvenir und zur Aufbewahrung verkauft. Ungeöffnete Packungen in der Originalverpackung können innerhalb von 14 Tagen zurückgegeben werden.',
          ],
        },
        {
          type: 'rich-text',
          heading: 'So gibst du zurück',
          paragraphs: [
            'Kontaktiere den Support mit deiner Bestellnummer; wir schicken dir die Rücksendeadresse und eine Anleitung.',
          ],
        },
      ],
    },
    nl: {
      title: 'Retourbeleid',
      summary: 'Ongeopende zaadpakjes kun je binnen 14 dagen na levering terugsturen.',
      blocks: [
        {
          type: 'rich-text',
          paragraphs: [
            'Zaden worden verkocht als souvenir en om te bewaren. Ongeopende pakjes in de originele verpakking kun je binnen 14 dagen terugsturen.',
          ],
        },
        {
          type: 'rich-text',
          heading: 'Zo stuur je terug',
          paragraphs: [
            'Neem contact op met support en vermeld je bestelnummer; we sturen je het retouradres en de instructies.',
          ],
        },
      ],
    },
    fr: {
      title: 'Politique de retour',
      summary: 'Les paquets de graines non ouverts peuvent être retournés sous 14 jours après la livraison.',
      blocks: [
        {
          type: 'rich-text',
          paragraphs: [
            "Les graines sont vendues comme souvenirs et pour la conservation. Les paquets non ouverts dans leur emballage d'origine peuvent être retournés sous 14 jours.",
          ],
        },
        {
          type: 'rich-text',
          heading: 'Comment retourner',
          paragraphs: [
            "Contactez l'assistance avec votre numéro de commande ; nous vous envoyons l'adresse de retour et les instructions.",
          ],
        },
      ],
    },
  },
  'privacy-policy': {
    en: {
      title: 'Privacy policy',
      summary: 'Which personal data we keep, why, for how long, and your rights.',
      blocks: [
        {
          type: 'rich-text',
          paragraphs: ['We keep only the data we need to deliver your order and to answer your questions.'],
        },
        {
          type: 'rich-text',
          heading: 'Cookies',
          paragraphs: [
            'Functional cookies keep your cart, region and consent. Analytical and marketing cookies are set only when you allow them.',
          ],
        },
        {
          type: 'rich-text',
          heading: 'Your rights',
          paragraphs: [
            'You may ask for a copy of your data, its correction or its deletion at any time through the contact form.',
          ],
        },
      ],
    },
    de: {
      title: 'Datenschutzerklärung',
      summary: 'Welche persönlichen Daten wir speichern, warum, wie lange, und deine Rechte.',
      blocks: [
        {
          type: 'rich-text',
          paragraphs: [
            'Wir speichern nur die Daten, die wir brauchen, um deine Bestellung zu liefern und deine Fragen zu beantworten.',
          ],
        },
        {
          type: 'rich-text',
          heading: 'Cookies',
          paragraphs: [
            'Funktionale Cookies merken sich deinen Warenkorb, deine Region und deine Einwilligung. Analyse- und Marketing-Cookies setzen wir nur, wenn du es erlaubst.',
          ],
        },
        {
          type: 'rich-text',
          heading: 'Deine Rechte',
          paragraphs: [
            'Du kannst jederzeit über das Kontaktformular eine Kopie deiner Daten, ihre Berichtigung oder ihre Löschung verlangen.',
          ],
        },
      ],
    },
    nl: {
      title: 'Privacybeleid',
      summary: 'Welke persoonsgegevens we bewaren, waarom, hoe lang, en jouw rechten.',
      blocks: [
        {
          type: 'rich-text',
          paragraphs: [
            'We bewaren alleen de gegevens die we nodig hebben om je bestelling te leveren en je vragen te beantwoorden.',
          ],
        },
        {
          type: 'rich-text',
          heading: 'Cookies',
          paragraphs: [
            'Functionele cookies onthouden je winkelwagen, regio en toestemming. Analytische en marketingcookies plaatsen we alleen als je dat toestaat.',
          ],
        },
        {
          type: 'rich-text',
          heading: 'Jouw rechten',
          paragraphs: [
            'Je kunt via het contactformulier altijd een kopie van je gegevens, een correctie of verwijdering vragen.',
          ],
        },
      ],
    },
    fr: {
      title: 'Politique de confidentialité',
      summary: 'Quelles données personnelles nous conservons, pourquoi, combien de temps, et vos droits.',
      blocks: [
        {
          type: 'rich-text',
          paragraphs: [
            'Nous ne conservons que les données nécessaires pour livrer votre commande et répondre à vos questions.',
          ],
        },
        {
          type: 'rich-text',
          heading: 'Cookies',
          paragraphs: [
            "Les cookies fonctionnels retiennent votre panier, votre région et votre consentement. Les cookies d'analyse et de marketing ne sont déposés qu'avec votre accord.",
          ],
        },
        {
          type: 'rich-text',
          heading: 'Vos droits',
          paragraphs: [
            'Vous pouvez demander à tout moment une copie, la correction ou la suppression de vos données via le formulaire de contact.',
          ],
        },
      ],
    },
  },
  'terms-conditions': {
    en: {
      title: 'Terms & conditions',
      summary: 'The terms of every order: age requirement, prices, delivery, liability and applicable law.',
      blocks: [
        {
          type: 'rich-text',
          paragraphs: [
            'You must be 18 or older to order. Seeds are sold as souvenirs and for storage; you are responsible for complying with local law.',
          ],
        },
        {
          type: 'rich-text',
          heading: 'Prices',
          paragraphs: ["Prices are shown in your region's currency and include VAT where applicable."],
        },
      ],
    },
    de: {
      title: 'Allgemeine Geschäftsbedingungen',
      summary: 'Die Bedingungen jeder Bestellung: Mindestalter, Preise, Lieferung, Haftung und anwendbares Recht.',
      blocks: [
        {
          type: 'rich-text',
          paragraphs: [
            'Du musst mindestens 18 Jahre alt sein, um zu bestellen. Samen werden als Souvenir und zur Aufbewahrung verkauft; für die Einhaltung der örtlichen Gesetze bist du selbst verantwortlich.',
          ],
        },
        {
          type: 'rich-text',
          heading: 'Preise',
          paragraphs: [
            'Preise werden in der Währung deiner Region angezeigt und enthalten, wo zutreffend, die Mehrwertsteuer.',
          ],
        },
      ],
    },
    nl: {
      title: 'Algemene voorwaarden',
      summary:
        'De voorwaarden van elke bestelling: minimumleeftijd, prijzen, levering, aansprakelijkheid en toepasselijk recht.',
      blocks: [
        {
          type: 'rich-text',
          paragraphs: [
            'Je moet 18 jaar of ouder zijn om te bestellen. Zaden worden verkocht als souvenir en om te bewaren; je bent zelf verantwoordelijk voor het naleven van de lokale wetgeving.',
          ],
        },
        {
          type: 'rich-text',
          heading: 'Prijzen',
          paragraphs: [
            'Prijzen worden getoond in de valuta van je regio en zijn inclusief btw waar die van toepassing is.',
          ],
        },
      ],
    },
    fr: {
      title: 'Conditions générales',
      summary: 'Les conditions de chaque commande : âge minimum, prix, livraison, responsabilité et droit applicable.',
      blocks: [
        {
          type: 'rich-text',
          paragraphs: [
            'Vous devez avoir 18 ans ou plus pour commander. Les graines sont vendues comme souvenirs et pour la conservation ; le respect de la loi locale vous incombe.',
          ],
        },
        {
          type: 'rich-text',
          heading: 'Prix',
          paragraphs: ['Les prix sont affichés dans la devise de votre région et incluent la TVA le cas échéant.'],
        },
      ],
    },
  },
  reviews: {
    en: {
      title: 'Shop reviews',
      summary: 'What growers say about our seeds, shipping and support, with links to independent review sites.',
      blocks: [
        {
          type: 'rich-text',
          paragraphs: ['We collect reviews on independent review sites so you can read unfiltered opinions.'],
        },
        { type: 'shop-reviews', heading: 'What growers say', profiles: PROFILES },
        { type: 'product-carousel', heading: 'Best rated by our customers', collection: 'best-sellers', limit: 4 },
      ],
    },
    de: {
      title: 'Shop-Bewertungen',
      summary:
        'Was Gärtner über unsere Samen, den Versand und den Support sagen, mit Links zu unabhängigen Bewertungsportalen.',
      blocks: [
        {
          type: 'rich-text',
          paragraphs: [
            'Wir sammeln Bewertungen auf unabhängigen Portalen, damit du ungefilterte Meinungen lesen kannst.',
          ],
        },
        { type: 'shop-reviews', heading: 'Was Gärtner sagen', profiles: PROFILES },
        {
          type: 'product-carousel',
          heading: 'Von unseren Kunden am besten bewertet',
          collection: 'best-sellers',
          limit: 4,
        },
      ],
    },
    nl: {
      title: 'Winkelbeoordelingen',
      summary:
        'Wat kwekers zeggen over onze zaden, verzending en support, met links naar onafhankelijke beoordelingssites.',
      blocks: [
        {
          type: 'rich-text',
          paragraphs: [
            'We verzamelen beoordelingen op onafhankelijke sites, zodat je ongefilterde meningen kunt lezen.',
          ],
        },
        { type: 'shop-reviews', heading: 'Wat kwekers zeggen', profiles: PROFILES },
        {
          type: 'product-carousel',
          heading: 'Het best beoordeeld door onze klanten',
          collection: 'best-sellers',
          limit: 4,
        },
      ],
    },
    fr: {
      title: 'Avis sur la boutique',
      summary:
        "Ce que les cultivateurs disent de nos graines, de l'expédition et de l'assistance, avec des liens vers des sites d'avis indépendants.",
      blocks: [
        {
          type: 'rich-text',
          paragraphs: [
            'Nous recueillons les avis sur des sites indépendants pour que vous puissiez lire des opinions non filtrées.',
          ],
        },
        { type: 'shop-reviews', heading: 'Ce que disent les cultivateurs', profiles: PROFILES },
        { type: 'product-carousel', heading: 'Les mieux notées par nos clients', collection: 'best-sellers', limit: 4 },
      ],
    },
  },
  'discount-codes': {
    en: {
      title: 'Discount codes',
      summary:
        'The discount codes you can use right now, with their conditions, and 10% off for newsletter subscribers.',
      blocks: [
        {
          type: 'rich-text',
          paragraphs: ['Enter a discount code in the cart to apply it to your order. One code per order.'],
        },
        { type: 'discount-codes', heading: 'Current codes' },
        {
          type: 'rich-text',
          heading: 'Newsletter',
          paragraphs: ['Sign up for the newsletter and get 10% off: your personal code arrives in the welcome e-mail.'],
        },
      ],
    },
    de: {
      title: 'Rabattcodes',
      summary:
        'Die Rabattcodes, die du jetzt einlösen kannst, mit ihren Bedingungen, und 10 % für Newsletter-Abonnenten.',
      blocks: [
        {
          type: 'rich-text',
          paragraphs: [
            'Gib einen Rabattcode im Warenkorb ein, um ihn auf deine Bestellung anzuwenden. Ein Code pro Bestellung.',
          ],
        },
        { type: 'discount-codes', heading: 'Aktuelle Codes' },
        {
          type: 'rich-text',
          heading: 'Newsletter',
          paragraphs: [
            'Melde dich für den Newsletter an und erhalte 10 % Rabatt: Dein persönlicher Code kommt mit der Willkommens-E-Mail.',
          ],
        },
      ],
    },
    nl: {
      title: 'Kortingscodes',
      summary:
        'De kortingscodes die je nu kunt gebruiken, met hun voorwaarden, en 10% korting voor nieuwsbriefabonnees.',
      blocks: [
        {
          type: 'rich-text',
          paragraphs: [
            'Vul een kortingscode in de winkelwagen in om hem op je bestelling toe te passen. Eén code per bestelling.',
          ],
        },
        { type: 'discount-codes', heading: 'Actuele codes' },
        {
          type: 'rich-text',
          heading: 'Nieuwsbrief',
          paragraphs: [
            'Schrijf je in voor de nieuwsbrief en krijg 10% korting: je persoonlijke code staat in de welkomstmail.',
          ],
        },
      ],
    },
    fr: {
      title: 'Codes de réduction',
      summary:
        "Les codes de réduction utilisables dès maintenant, avec leurs conditions, et 10 % de remise pour les abonnés à la lettre d'information.",
      blocks: [
        {
          type: 'rich-text',
          paragraphs: [
            'Saisissez un code de réduction dans le panier pour l’appliquer à votre commande. Un code par commande.',
          ],
        },
        { type: 'discount-codes', heading: 'Codes en cours' },
        {
          type: 'rich-text',
          heading: "Lettre d'information",
          paragraphs: [
            "Inscrivez-vous à la lettre d'information et profitez de 10 % de remise : votre code personnel arrive dans l'e-mail de bienvenue.",
          ],
        },
      ],
    },
  },
  'shipping-delivery': {
    en: {
      title: 'Shipping & delivery',
      summary:
        'Discreet shipping from the Netherlands with tracked and untracked options, transit times per country and free shipping thresholds.',
      blocks: [
        {
          type: 'rich-text',
          paragraphs: [
            'Orders leave our warehouse within one business day. Every parcel is plain, without any mention of seeds or cannabis.',
          ],
        },
        {
          type: 'shipping-table',
          heading: 'Transit times per country',
          note: 'Is your country not listed? Please use the contact form and we will see what we can do.',
        },
      ],
    },
    de: {
      title: 'Versand & Lieferung',
      summary:
        'Diskreter Versand aus den Niederlanden, mit und ohne Sendungsverfolgung, Lieferzeiten pro Land und Grenzen für kostenlosen Versand.',
      blocks: [
        {
          type: 'rich-text',
          paragraphs: [
            'Bestellungen verlassen unser Lager innerhalb eines Werktags. Jedes Paket ist neutral, ohne Hinweis auf Samen oder Cannabis.',
          ],
        },
        {
          type: 'shipping-table',
          heading: 'Lieferzeiten pro Land',
          note: 'Dein Land ist nicht aufgeführt? Bitte nutze das Kontaktformular, und wir sehen, was wir tun können.',
        },
      ],
    },
    nl: {
      title: 'Verzending & levering',
      summary:
        'Discrete verzending vanuit Nederland, met en zonder track & trace, levertijden per land en grenzen voor gratis verzending.',
      blocks: [
        {
          type: 'rich-text',
          paragraphs: [
            'Bestellingen verlaten ons magazijn binnen één werkdag. Elk pakket is neutraal, zonder vermelding van zaden of cannabis.',
          ],
        },
        {
          type: 'shipping-table',
          heading: 'Levertijden per land',
          note: 'Staat je land er niet bij? Gebruik dan het contactformulier, dan kijken we wat we kunnen doen.',
        },
      ],
    },
    fr: {
      title: 'Expédition et livraison',
      summary:
        'Expédition discrète depuis les Pays-Bas, avec ou sans suivi, délais par pays et seuils de livraison gratuite.',
      blocks: [
        {
          type: 'rich-text',
          paragraphs: [
            'Les commandes quittent notre entrepôt sous un jour ouvré. Chaque colis est neutre, sans mention de graines ni de cannabis.',
          ],
        },
        {
          type: 'shipping-table',
          heading: 'Délais de livraison par pays',
          note: "Votre pays n'est pas dans la liste ? Utilisez le formulaire de contact et nous verrons ce que nous pouvons faire.",
        },
      ],
    },
  },
  'payment-processing': {
    en: {
      title: 'Payment processing',
      summary: 'Card payments, bank transfer, Klarna, iDEAL, Bitcoin and more: availability varies per region.',
      blocks: [
        {
          type: 'rich-text',
          paragraphs: [
            'Pay the way you prefer. The payment methods offered depend on your region and delivery country.',
          ],
        },
        { type: 'payment-methods', heading: 'Payment methods' },
        {
          type: 'rich-text',
          heading: 'Failed payments',
          paragraphs: [
            'If a payment fails you can choose another method from the order overview and complete the payment there.',
          ],
        },
      ],
    },
    de: {
      title: 'Zahlungsabwicklung',
      summary: 'Kartenzahlung, Überweisung, Klarna, Bitcoin und mehr: Die Verfügbarkeit hängt von der Region ab.',
      blocks: [
        {
          type: 'rich-text',
          paragraphs: [
            'Bezahle so, wie du möchtest. Die angebotenen Zahlungsarten hängen von deiner Region und deinem Lieferland ab.',
          ],
        },
        { type: 'payment-methods', heading: 'Zahlungsarten' },
        {
          type: 'rich-text',
          heading: 'Fehlgeschlagene Zahlungen',
          paragraphs: [
            'Schlägt eine Zahlung fehl, kannst du in der Bestellübersicht eine andere Zahlungsart wählen und dort bezahlen.',
          ],
        },
      ],
    },
    nl: {
      title: 'Betalingsverwerking',
      summary: 'Kaartbetaling, overschrijving, Klarna, iDEAL, Bitcoin en meer: de beschikbaarheid verschilt per regio.',
      blocks: [
        {
          type: 'rich-text',
          paragraphs: [
            'Betaal zoals jij wilt. Welke betaalmethoden we aanbieden, hangt af van je regio en afleverland.',
          ],
        },
        { type: 'payment-methods', heading: 'Betaalmethoden' },
        {
          type: 'rich-text',
          heading: 'Mislukte betalingen',
          paragraphs: [
            'Mislukt een betaling, dan kies je in het besteloverzicht een andere betaalmethode en rond je de betaling daar af.',
          ],
        },
      ],
    },
    fr: {
      title: 'Traitement des paiements',
      summary: 'Carte bancaire, virement, Klarna, iDEAL, Bitcoin et plus : la disponibilité varie selon la région.',
      blocks: [
        {
          type: 'rich-text',
          paragraphs: [
            'Payez comme vous le souhaitez. Les moyens de paiement proposés dépendent de votre région et du pays de livraison.',
          ],
        },
        { type: 'payment-methods', heading: 'Moyens de paiement' },
        {
          type: 'rich-text',
          heading: 'Paiements échoués',
          paragraphs: [
            'Si un paiement échoue, vous pouvez choisir un autre moyen depuis le récapitulatif de commande et y finaliser le paiement.',
          ],
        },
      ],
    },
  },
};

type Titled = { title: string; summary: string };

/**
 * The titles and summaries (sitemap, search, page head) of the content pages other areas render (FAQ, price
 * list, Seedfinder, contact, order status), in de, nl and fr; their English ones are in content_pages.
 */
export const PAGE_TITLES: Record<
  'faq' | 'price-list' | 'seedfinder' | 'contact' | 'order-status',
  Record<Exclude<Language, 'en'>, Titled>
> = {
  faq: {
    de: {
      title: 'Häufige Fragen',
      summary: 'Antworten zu Bestellung, Versand, Zahlung, Keimung und unserer Garantie.',
    },
    nl: {
      title: 'Veelgestelde vragen',
      summary: 'Antwoorden over bestellen, verzending, betaling, kiemen en onze garantie.',
    },
    fr: {
      title: 'Questions fréquentes',
      summary: 'Les réponses sur la commande, la livraison, le paiement, la germination et notre garantie.',
    },
  },
  'price-list': {
    de: {
      title: 'Preisliste',
      summary: 'Jede Sorte und jede Samenpackung mit ihrem Preis, nach Namen filterbar.',
    },
    nl: { title: 'Prijslijst', summary: 'Elke soort en elke zadenverpakking met de prijs, te filteren op naam.' },
    fr: {
      title: 'Liste des prix',
      summary: 'Chaque variété et chaque paquet de graines avec son prix, filtrable par nom.',
    },
  },
  seedfinder: {
    de: {
      title: 'Seedfinder',
      summary: 'Beantworte ein paar Fragen und finde die Sorten, die zu deinem Anbau passen.',
    },
    nl: { title: 'Seedfinder', summary: 'Beantwoord een paar vragen en vind de soorten die bij jouw kweek passen.' },
    fr: {
      title: 'Seedfinder',
      summary: 'Répondez à quelques questions et trouvez les variétés adaptées à votre culture.',
    },
  },
  contact: {
    de: {
      title: 'Kontakt',
      summary:
        'Erreiche uns per Chatbot (rund um die Uhr), über die FAQ oder das Kontaktformular: Antwort innerhalb von 24 Stunden.',
    },
    nl: {
      title: 'Contact',
      summary:
        'Bereik ons via de chatbot (24/7), de veelgestelde vragen of het contactformulier: antwoord binnen 24 uur.',
    },
    fr: {
      title: 'Contact',
      summary: 'Joignez-nous par le chatbot (24 h/24), la FAQ ou le formulaire de contact : réponse sous 24 heures.',
    },
  },
  'order-status': {
    de: {
      title: 'Bestellstatus',
      summary: 'Sieh mit deiner Bestellnummer und E-Mail-Adresse nach, wo deine Bestellung ist.',
    },
    nl: {
      title: 'Bestelstatus',
      summary: 'Bekijk met je bestelnummer en e-mailadres waar je bestelling is.',
    },
    fr: {
      title: 'Suivi de commande',
      summary: 'Consultez où en est votre commande avec son numéro et votre adresse e-mail.',
    },
  },
};
