import type { Language } from '@storefront/shared-contracts';
import type { PageVersion } from './types';

/** Our story (route `our-story`), per language. */
export const ourStory: Record<Language, PageVersion> = {
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
    summary: 'Een klein team van kwekers en veredelaars in Nederland dat sinds 2012 zaden naar thuiskwekers verstuurt.',
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
};
