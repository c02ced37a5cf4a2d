import { defineTemplate } from './template';

export interface SupportMessageData {
  name: string;
  email: string;
  message: string;
  /** The chatbot conversation the shopper was handed over from, when there was one. */
  conversation?: string;
  /** The message's number, for the support team's reply. */
  reference: number;
}

const body = (d: SupportMessageData, labels: { from: string; chat: string }) => [
  { kind: 'paragraph' as const, text: `${labels.from}: ${d.name} <${d.email}>` },
  { kind: 'paragraph' as const, text: d.message },
  ...(d.conversation ? [{ kind: 'paragraph' as const, text: `${labels.chat}:\n${d.conversation}` }] : []),
];

/** To the shop's support address: the message as sent (always written in English for the team, language noted). */
export const supportMessage = defineTemplate<SupportMessageData>('support-message', {
  en: (d) => ({
    subject: `Contact form #${d.reference}: ${d.name}`,
    blocks: body(d, { from: 'From', chat: 'Chat before the hand-over' }),
  }),
  de: (d) => ({
    subject: `Contact form #${d.reference} (de): ${d.name}`,
    blocks: body(d, { from: 'From', chat: 'Chat before the hand-over' }),
  }),
  nl: (d) => ({
    subject: `Contact form #${d.reference} (nl): ${d.name}`,
    blocks: body(d, { from: 'From', chat: 'Chat before the hand-over' }),
  }),
  fr: (d) => ({
    subject: `Contact form #${d.reference} (fr): ${d.name}`,
    blocks: body(d, { from: 'From', chat: 'Chat before the hand-over' }),
  }),
});

/** The shopper's copy, in their language (spec 9: an answer within 24 hours). */
export const supportMessageCopy = defineTemplate<SupportMessageData>('support-message-copy', {
  en: (d, { shopName }) => ({
    subject: 'We have received your message',
    blocks: [
      { kind: 'paragraph', text: `Hello ${d.name}, thank you for your message. We answer within 24 hours.` },
      { kind: 'paragraph', text: `Your message (reference ${d.reference}):` },
      { kind: 'paragraph', text: d.message },
    ],
    footer: `You receive this e-mail because you wrote to ${shopName} through its contact form.`,
  }),
  de: (d, { shopName }) => ({
    subject: 'Wir haben deine Nachricht erhalten',
    blocks: [
      {
        kind: 'paragraph',
        text: `Hallo ${d.name}, danke für deine Nachricht. Wir antworten innerhalb von 24 Stunden.`,
      },
      { kind: 'paragraph', text: `Deine Nachricht (Referenz ${d.reference}):` },
      { kind: 'paragraph', text: d.message },
    ],
    footer: `Du erhältst diese E-Mail, weil du ${shopName} über das Kontaktformular geschrieben hast.`,
  }),
  nl: (d, { shopName }) => ({
    subject: 'We hebben je bericht ontvangen',
    blocks: [
      { kind: 'paragraph', text: `Hallo ${d.name}, bedankt voor je bericht. We antwoorden binnen 24 uur.` },
      { kind: 'paragraph', text: `Je bericht (referentie ${d.reference}):` },
      { kind: 'paragraph', text: d.message },
    ],
    footer: `Je ontvangt deze e-mail omdat je ${shopName} via het contactformulier hebt geschreven.`,
  }),
  fr: (d, { shopName }) => ({
    subject: 'Nous avons bien reçu votre message',
    blocks: [
      { kind: 'paragraph', text: `Bonjour ${d.name}, merci pour votre message. Nous répondons sous 24 heures.` },
      { kind: 'paragraph', text: `Votre message (référence ${d.reference}) :` },
      { kind: 'paragraph', text: d.message },
    ],
    footer: `Vous recevez cet e-mail car vous avez écrit à ${shopName} via son formulaire de contact.`,
  }),
});
