import type { ChatEvent, Language, OrderStatus, Storefront } from '@storefront/shared-contracts';
import type { Database } from '../../db/database';
import { AppError } from '../../http/errors';
import { lookUpOrder, rateLimitLookup } from '../orders/order-status';
import { orderRepository } from '../orders/repository';
import { searchFaq } from './faq';
import { suggestStrains } from './suggest';
import { understand } from './understand';

type Say = {
  greeting: string;
  suggestion: string;
  noSuggestion: string;
  askOrder: string;
  askEmail: string;
  orderNotFound: string;
  tooMany: string;
  orderStatus: (number: string, status: string) => string;
  statuses: Record<OrderStatus, string>;
  faq: string;
  contact: string;
  fallback: string;
};

const SAY: Record<Language, Say> = {
  en: {
    greeting:
      'Hello! I can suggest strains for what you want to grow, check an order, answer questions from our FAQ or put you in touch with our team.',
    suggestion: 'These strains fit what you describe:',
    noSuggestion:
      'I could not find strains for that yet. Tell me more: autoflower or photoperiod, indoor or outdoor, the effect you like?',
    askOrder:
      'I can check your order. Please give me your order number (it starts with SF) and the e-mail address you ordered with.',
    askEmail: 'Thank you. Which e-mail address did you order with?',
    orderNotFound: 'Order Not Found. Please check the order number and the e-mail address.',
    tooMany: 'Too many order lookups. Please try again in a few minutes.',
    orderStatus: (n, s) => `Order ${n}: ${s}`,
    statuses: {
      failed: 'the payment has failed. You can pay again from the order overview.',
      pending: 'we are waiting for your payment.',
      processing: 'your payment is being processed.',
      complete: 'paid, and we are preparing your parcel.',
      shipment_sent: 'your parcel is on its way.',
    },
    faq: 'From our FAQ:',
    contact:
      'I will hand you over to our team: the contact form opens with our conversation attached. We answer within 24 hours.',
    fallback:
      'Sorry, I did not understand that. You can ask me for a strain ("an easy autoflower for a small tent"), your order status or a question such as "how long does shipping take?", or talk to our team.',
  },
  de: {
    greeting:
      'Hallo! Ich schlage dir Sorten für deinen Anbau vor, prüfe eine Bestellung, beantworte Fragen aus unseren FAQ oder verbinde dich mit unserem Team.',
    suggestion: 'Diese Sorten passen zu deiner Beschreibung:',
    noSuggestion:
      'Dazu habe ich noch keine Sorten gefunden. Erzähl mir mehr: Autoflower oder photoperiodisch, drinnen oder draußen, welche Wirkung?',
    askOrder:
      'Ich prüfe deine Bestellung. Bitte nenne mir deine Bestellnummer (sie beginnt mit SF) und die E-Mail-Adresse deiner Bestellung.',
    askEmail: 'Danke. Mit welcher E-Mail-Adresse hast du bestellt?',
    orderNotFound: 'Bestellung nicht gefunden. Bitte prüfe die Bestellnummer und die E-Mail-Adresse.',
    tooMany: 'Zu viele Abfragen. Bitte versuche es in ein paar Minuten erneut.',
    orderStatus: (n, s) => `Bestellung ${n}: ${s}`,
    statuses: {
      failed: 'die Zahlung ist fehlgeschlagen. Du kannst in der Bestellübersicht erneut bezahlen.',
      pending: 'wir warten auf deine Zahlung.',
      processing: 'deine Zahlung wird bearbeitet.',
      complete: 'bezahlt, wir bereiten dein Paket vor.',
      shipment_sent: 'dein Paket ist unterwegs.',
    },
    faq: 'Aus unseren FAQ:',
    contact:
      'Ich verbinde dich mit unserem Team: Das Kontaktformular öffnet sich mit unserem Gespräch im Anhang. Wir antworten innerhalb von 24 Stunden.',
    fallback:
      'Das habe ich leider nicht verstanden. Frag mich nach einer Sorte („eine einfache Autoflower für ein kleines Zelt“), deinem Bestellstatus oder etwa „Wie lange dauert der Versand?“, oder sprich mit unserem Team.',
  },
  nl: {
    greeting:
      'Hallo! Ik stel soorten voor bij wat je wilt kweken, controleer een bestelling, beantwoord vragen uit onze FAQ of breng je in contact met ons team.',
    suggestion: 'Deze soorten passen bij wat je beschrijft:',
    noSuggestion:
      'Daarvoor vond ik nog geen soorten. Vertel me meer: autoflower of fotoperiode, binnen of buiten, welk effect?',
    askOrder:
      'Ik controleer je bestelling. Geef me je bestelnummer (het begint met SF) en het e-mailadres van je bestelling.',
    askEmail: 'Bedankt. Met welk e-mailadres heb je besteld?',
    orderNotFound: 'Bestelling niet gevonden. Controleer het bestelnummer en het e-mailadres.',
    tooMany: 'Te veel opvragingen. Probeer het over een paar minuten opnieuw.',
    orderStatus: (n, s) => `Bestelling ${n}: ${s}`,
    statuses: {
      failed: 'de betaling is mislukt. Je kunt opnieuw betalen via het besteloverzicht.',
      pending: 'we wachten op je betaling.',
      processing: 'je betaling wordt verwerkt.',
      complete: 'betaald, we maken je pakket klaar.',
      shipment_sent: 'je pakket is onderweg.',
    },
    faq: 'Uit onze FAQ:',
    contact:
      'Ik breng je in contact met ons team: het contactformulier opent met ons gesprek erbij. We antwoorden binnen 24 uur.',
    fallback:
      'Sorry, dat begreep ik niet. Vraag me naar een soort ("een makkelijke autoflower voor een kleine tent"), je bestelstatus of bijvoorbeeld "hoe lang duurt de verzending?", of praat met ons team.',
  },
  fr: {
    greeting:
      'Bonjour ! Je peux vous suggérer des variétés, vérifier une commande, répondre à vos questions grâce à notre FAQ ou vous mettre en relation avec notre équipe.',
    suggestion: 'Ces variétés correspondent à votre description :',
    noSuggestion:
      "Je n'ai pas encore trouvé de variétés pour cela. Dites-m'en plus : autofloraison ou photopériodique, intérieur ou extérieur, quel effet ?",
    askOrder:
      "Je vérifie votre commande. Donnez-moi votre numéro de commande (il commence par SF) et l'adresse e-mail de la commande.",
    askEmail: 'Merci. Avec quelle adresse e-mail avez-vous commandé ?',
    orderNotFound: "Commande introuvable. Vérifiez le numéro de commande et l'adresse e-mail.",
    tooMany: 'Trop de recherches. Réessayez dans quelques minutes.',
    orderStatus: (n, s) => `Commande ${n} : ${s}`,
    statuses: {
      failed: 'le paiement a échoué. Vous pouvez payer à nouveau depuis le récapitulatif de commande.',
      pending: 'nous attendons votre paiement.',
      processing: 'votre paiement est en cours de traitement.',
      complete: 'payée, nous préparons votre colis.',
      shipment_sent: 'votre colis est en route.',
    },
    faq: 'Dans notre FAQ :',
    contact:
      "Je vous mets en relation avec notre équipe : le formulaire de contact s'ouvre avec notre conversation jointe. Nous répondons sous 24 heures.",
    fallback:
      "Désolé, je n'ai pas compris. Demandez-moi une variété (« une autofloraison facile pour une petite tente »), l'état de votre commande ou par exemple « combien de temps prend la livraison ? », ou parlez à notre équipe.",
  },
};

export interface ChatDeps {
  db: Database;
  orderLinkSecret: string;
  lookupLimit: number;
}

export interface ChatInput {
  message: string;
  history: string[];
  language: Language;
  storefront: Storefront;
  client: string;
}

/** Works out the whole answer (the route streams it): intent first, then text, then cards / entries / order. */
export async function answerChat(deps: ChatDeps, input: ChatInput): Promise<ChatEvent[]> {
  const say = SAY[input.language];
  const faqHits = await searchFaq(deps.db, input.language, input.message, 3);
  const u = understand(input.message, input.history, faqHits[0]?.score ?? 0, input.language);
  const events: ChatEvent[] = [{ type: 'intent', intent: u.intent, traits: u.traits }];
  const text = (t: string) => events.push({ type: 'text', text: t });
  switch (u.intent) {
    case 'greeting':
      text(say.greeting);
      break;
    case 'strain_suggestion': {
      const products = await suggestStrains(deps.db, u.traits, input.language);
      if (products.length) {
        text(say.suggestion);
        events.push({ type: 'products', products });
      } else text(say.noSuggestion);
      break;
    }
    case 'order_status': {
      if (!u.orderNumber) text(say.askOrder);
      else if (!u.email) text(say.askEmail);
      else {
        try {
          await rateLimitLookup(deps.db, [`ip:${input.client}`, `email:${u.email.toLowerCase()}`], deps.lookupLimit);
          const found = await lookUpOrder(deps.db, deps.orderLinkSecret, input.storefront.code, u.email, u.orderNumber);
          const { status } = (await orderRepository.statusByNumber(deps.db, found.orderNumber))!;
          text(say.orderStatus(found.orderNumber, say.statuses[status]));
          events.push({ type: 'order', number: found.orderNumber, status });
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          text(error.statusCode === 429 ? say.tooMany : say.orderNotFound);
        }
      }
      break;
    }
    case 'faq':
      text(say.faq);
      events.push({
        type: 'faq',
        entries: faqHits.slice(0, 1).map((h) => ({ id: h.id, topic: h.topic, question: h.question, answer: h.answer })),
      });
      break;
    case 'contact':
      text(say.contact);
      events.push({ type: 'handover' });
      break;
    case 'fallback':
      text(say.fallback);
      break;
  }
  events.push({ type: 'done' });
  return events;
}

/** The events as NDJSON lines, the text split into word-sized pieces so the reply streams in as it is "written". */
export async function* streamChat(events: ChatEvent[], pauseMs: number): AsyncGenerator<string> {
  for (const event of events) {
    if (event.type === 'text') {
      const pieces = event.text.match(/\S+\s*/g) ?? [event.text];
      for (const piece of pieces) {
        yield `${JSON.stringify({ type: 'text', text: piece })}\n`;
        if (pauseMs) await new Promise((resolve) => setTimeout(resolve, pauseMs));
      }
    } else yield `${JSON.stringify(event)}\n`;
  }
}
