import { defineTemplate } from './template';

export interface NewsletterConfirmData {
  /** The signed, expiring confirmation link. */
  url: string;
  /** How long the link works, in hours. */
  validHours: number;
  percent: number;
}

/**
 * Double opt-in, so nobody can subscribe an address that is not theirs: the first e-mail after a newsletter
 * sign-up asks the address's owner to confirm; the welcome e-mail with the discount code follows only after the
 * link was opened.
 */
export const newsletterConfirm = defineTemplate<NewsletterConfirmData>('newsletter-confirm', {
  en: ({ url, validHours, percent }, { shopName }) => ({
    subject: 'Please confirm your newsletter subscription',
    blocks: [
      { kind: 'paragraph', text: `Someone, probably you, signed this address up for the newsletter of ${shopName}.` },
      {
        kind: 'paragraph',
        text: `Confirm with the link below (valid for ${validHours} hours): your ${percent}% discount code follows straight away.`,
      },
      { kind: 'link', href: url, label: 'Confirm my subscription' },
      { kind: 'paragraph', text: 'If it was not you, ignore this e-mail: you will not hear from us again.' },
    ],
    footer: `You receive this e-mail because this address was entered in the newsletter form of ${shopName}.`,
  }),
  de: ({ url, validHours, percent }, { shopName }) => ({
    subject: 'Bitte bestätige deine Newsletter-Anmeldung',
    blocks: [
      {
        kind: 'paragraph',
        text: `Jemand, wahrscheinlich du, hat diese Adresse für den Newsletter von ${shopName} angemeldet.`,
      },
      {
        kind: 'paragraph',
        text: `Bestätige mit dem Link unten (${validHours} Stunden gültig): dein Rabattcode über ${percent}% folgt sofort.`,
      },
      { kind: 'link', href: url, label: 'Anmeldung bestätigen' },
      {
        kind: 'paragraph',
        text: 'Warst du es nicht, ignoriere diese E-Mail: du hörst nicht wieder von uns.',
      },
    ],
    footer: `Du erhältst diese E-Mail, weil diese Adresse im Newsletter-Formular von ${shopName} eingegeben wurde.`,
  }),
  nl: ({ url, validHours, percent }, { shopName }) => ({
    subject: 'Bevestig je inschrijving voor de nieuwsbrief',
    blocks: [
      {
        kind: 'paragraph',
        text: `Iemand, waarschijnlijk jij, heeft dit adres ingeschreven voor de nieuwsbrief van ${shopName}.`,
      },
      {
        kind: 'paragraph',
        text: `Bevestig met de link hieronder (${validHours} uur geldig): je kortingscode van ${percent}% volgt meteen.`,
      },
      { kind: 'link', href: url, label: 'Inschrijving bevestigen' },
      { kind: 'paragraph', text: 'Was jij het niet, negeer deze e-mail dan: je hoort niets meer van ons.' },
    ],
    footer: `Je ontvangt deze e-mail omdat dit adres is ingevuld in het nieuwsbriefformulier van ${shopName}.`,
  }),
  fr: ({ url, validHours, percent }, { shopName }) => ({
    subject: 'Veuillez confirmer votre inscription à la newsletter',
    blocks: [
      {
        kind: 'paragraph',
        text: `Quelqu'un, probablement vous, a inscrit cette adresse à la newsletter de ${shopName}.`,
      },
      {
        kind: 'paragraph',
        text: `Confirmez avec le lien ci-dessous (valable ${validHours} heures) : votre code de remise de ${percent} % suit aussitôt.`,
      },
      { kind: 'link', href: url, label: 'Confirmer mon inscription' },
      {
        kind: 'paragraph',
        text: "Si ce n'était pas vous, ignorez cet e-mail : vous n'entendrez plus parler de nous.",
      },
    ],
    footer: `Vous recevez cet e-mail car cette adresse a été saisie dans le formulaire de newsletter de ${shopName}.`,
  }),
});
