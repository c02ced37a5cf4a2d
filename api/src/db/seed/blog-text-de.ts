import type { PostCategorySlug } from './blog-text';

/**
 * The German versions of the seeded blog: the same posts (by position in POST_TOPICS), built from German
 * sentence pools the same way as the English ones. Posts listed in UNTRANSLATED_DE have no German version
 * (they fall back to English, marked `lang="en"`).
 */

export const POST_CATEGORY_NAMES_DE: Record<PostCategorySlug, string> = {
  germination: 'Keimung',
  growing: 'Anbau',
  'harvest-and-curing': 'Ernte & Fermentierung',
  'strain-reviews': 'Sortentests',
  news: 'Neuigkeiten',
};

/** Role and bio per author id. */
export const AUTHORS_DE: Record<number, { role: string; bio: string }> = {
  1: {
    role: 'Leitende Gärtnerin',
    bio: 'Mara betreut seit 2014 unseren Testgarten und zieht jede neue Sorte, bevor sie in den Katalog kommt.',
  },
  2: {
    role: 'Züchter',
    bio: 'Tobias wählt die Eltern unserer Hybriden aus und hält die Landrassen-Sammlung am Leben.',
  },
  3: {
    role: 'Gartenbauexpertin',
    bio: 'Priya hat Pflanzenwissenschaften studiert und schreibt über Erde, Nährstoffe und Pflanzengesundheit.',
  },
  4: { role: 'Redakteur', bio: 'Lucas betreut den Blog und testet jede Anleitung auf seinem eigenen Balkon.' },
  5: {
    role: 'Anbau-Coach',
    bio: 'Sanne beantwortet im Support die Fragen der Gärtner und macht aus den häufigsten eine Anleitung.',
  },
};

/** Position in POST_TOPICS (0-based) of the posts written in English only. */
export const UNTRANSLATED_DE: readonly number[] = [6, 18];

export interface PostTopicDe {
  title: string;
  excerpt: string;
  headings: readonly string[];
}

/** Same order as POST_TOPICS. */
export const POST_TOPICS_DE: readonly PostTopicDe[] = [
  {
    title: 'Cannabissamen mit der Küchenpapier-Methode keimen lassen',
    excerpt: 'Der einfachste Weg, Samen zu Hause zum Keimen zu bringen, Schritt für Schritt.',
    headings: ['Was du brauchst', 'Schritt für Schritt', 'Wann der Keimling in die Erde kommt'],
  },
  {
    title: 'Autoflower oder photoperiodisch: was passt zu deinem Anbau?',
    excerpt: 'Tempo, Größe und Kontrolle im Vergleich, damit du die richtige Art wählst.',
    headings: ['So funktionieren Autoflowers', 'Warum Gärtner photoperiodische Sorten wählen', 'Unser Rat'],
  },
  {
    title: 'Warum Samen nicht keimen und wie du es verhinderst',
    excerpt: 'Alte Samen, kaltes Wasser und zu viel Nässe: die üblichen Verdächtigen.',
    headings: ['Fehler bei der Lagerung', 'Temperatur und Feuchtigkeit', 'Wann du einen Samen aufgibst'],
  },
  {
    title: 'Wann ernten: Trichome mit der Lupe lesen',
    excerpt: 'Klar, milchig oder bernsteinfarben: was die Trichome über den Erntezeitpunkt verraten.',
    headings: ['Das brauchst du', 'Farben der Trichome', 'Erntefenster je nach Wirkung'],
  },
  {
    title: 'Sortentest: Amnesia Haze im kleinen Zelt',
    excerpt: 'Ein langblühender Sativa-Klassiker unter einer LED in einem Zelt von 80 x 80.',
    headings: ['Aufbau', 'Wachstumsphase', 'Blüte und Ernte', 'Fazit'],
  },
  {
    title: 'Dünger für Einsteiger: weniger ist mehr',
    excerpt: 'Überdüngung tötet mehr Pflanzen als Unterdüngung. Ein einfacher Düngeplan.',
    headings: ['Die drei Hauptnährstoffe', 'Blattsymptome deuten', 'Ein einfacher Plan'],
  },
  {
    title: 'Zwölf neue Sorten im Katalog in diesem Frühling',
    excerpt: 'Neue Kreuzungen aus unserem Testgarten.',
    headings: ['Die Höhepunkte', 'Autoflower-Versionen', 'Verfügbarkeit'],
  },
  {
    title: 'Lichtzyklen erklärt: 18/6, 20/4 und 12/12',
    excerpt: 'Wie viele Stunden Licht deine Pflanzen in jeder Phase brauchen.',
    headings: ['Wachstumsphase', 'Blütephase', 'Autoflowers und Licht'],
  },
  {
    title: 'Sämlinge: die ersten zwei Wochen',
    excerpt: 'Umfallkrankheit, Vergeilen und zu viel Wasser: so kommen Sämlinge durch ihre schwächsten Tage.',
    headings: ['Licht für Sämlinge', 'Gießen', 'Umtopfen'],
  },
  {
    title: 'Cannabis trocknen ohne Trockenraum',
    excerpt: 'Ein Karton, ein Kleiderbügel und Geduld: richtig trocknen zu Hause.',
    headings: ['Nass oder trocken schneiden', 'Das ideale Klima', 'Woran du erkennst, dass es trocken ist'],
  },
  {
    title: 'Sortentest: Afghani, die Landrasse hinter den Klassikern',
    excerpt: 'Warum eine kompakte Indica aus den Bergen ihren Platz in unserem Katalog verdient.',
    headings: ['Herkunft', 'Afghani anbauen', 'Fazit'],
  },
  {
    title: 'Trainingstechniken: LST, Toppen und SCROG',
    excerpt: 'Mehr Licht auf mehr Blüten: drei Wege, deine Pflanzen zu formen.',
    headings: ['Sanftes Biegen', 'Toppen', 'Ein Netz für gleichmäßige Blüten'],
  },
  {
    title: 'Schnellerer Versand nach Deutschland und Österreich',
    excerpt: 'Eine neue Route verkürzt die Laufzeiten in den deutschsprachigen Ländern.',
    headings: ['Was sich ändert', 'Laufzeiten'],
  },
  {
    title: 'Fermentieren im Glas: der langsame Weg zu besserem Aroma',
    excerpt: 'Warum zwei bis vier Wochen im Glas so viel ausmachen.',
    headings: ['Warum fermentieren', 'Die Gläser lüften', 'Lagerung auf lange Sicht'],
  },
  {
    title: 'Anbau im Freien bei gemäßigtem Klima',
    excerpt: 'Welche Sorten vor dem Herbstregen fertig werden und wann du sie pflanzt.',
    headings: ['Die Sorte wählen', 'Pflanzzeit', 'Schutz vor Schimmel'],
  },
  {
    title: 'Samen in Wasser einweichen: hilft das?',
    excerpt: 'Ein schneller Start für alte oder harte Samen, und wann du es lässt.',
    headings: ['So weichst du ein', 'Wie lange', 'Weiter in die Erde'],
  },
  {
    title: 'Sortentest: Durban Poison im Freien',
    excerpt: 'Eine belebende afrikanische Sativa auf einem sonnigen Balkon.',
    headings: ['Die Pflanze', 'Die Saison im Freien', 'Fazit'],
  },
  {
    title: 'Gießen: wie viel und wie oft',
    excerpt: 'Den Topf anheben und andere Wege, nicht mehr zu raten.',
    headings: ['Zeichen für zu viel Wasser', 'Zeichen für zu wenig Wasser', 'Eine Routine, die funktioniert'],
  },
  {
    title: 'Unsere Samen gehen jetzt nach Neuseeland',
    excerpt: 'Diskreter Versand nach Neuseeland, kostenlos.',
    headings: ['So funktioniert es', 'Zahlungsarten'],
  },
  {
    title: 'Trimmen: Handwerkzeug, Maschinen und was du behältst',
    excerpt: 'Zuckerblätter, Sonnensegel und was du mit dem Verschnitt machst.',
    headings: ['Werkzeug', 'Technik', 'Den Verschnitt nutzen'],
  },
  {
    title: 'pH und EC für Gärtner in Erde und Kokos',
    excerpt: 'Zwei Zahlen, die die meisten Nährstoffprobleme erklären.',
    headings: ['Was der pH-Wert bewirkt', 'Was dir der EC-Wert sagt', 'Messen'],
  },
  {
    title: 'Sortentest: Northern Lights Auto in zehn Wochen',
    excerpt: 'Vom Samen ins Glas in zehn Wochen mit einer der einfachsten Autoflowers.',
    headings: ['Woche für Woche', 'Ertrag', 'Fazit'],
  },
  {
    title: 'Direktsaat: Samen direkt in die Erde pflanzen',
    excerpt: 'Die Methode mit den wenigsten Handgriffen, und warum Autoflower-Gärtner sie mögen.',
    headings: ['Den Topf vorbereiten', 'Tiefe und Feuchtigkeit', 'Was dich erwartet'],
  },
  {
    title: 'Der Seedfinder hilft dir bei der Wahl der Sorte',
    excerpt: 'Beantworte ein paar Fragen und erhalte Sorten, die zu deinem Anbau passen.',
    headings: ['Warum wir ihn gebaut haben', 'So funktioniert er'],
  },
  {
    title: 'Samen jahrelang lagern',
    excerpt: 'Kühl, dunkel und trocken: so behalten Samen ihre Keimkraft.',
    headings: ['Die Feinde der Samen', 'Kühlschrank oder nicht', 'Alte Samen prüfen'],
  },
  {
    title: 'Schädlinge und Krankheiten: Spinnmilben, Trauermücken und Schimmel',
    excerpt: 'Erkenne die häufigsten Probleme früh und behandle sie ohne scharfe Chemie.',
    headings: ['Spinnmilben', 'Trauermücken', 'Blütenfäule'],
  },
  {
    title: 'Sortentest: White Widow, zwanzig Jahre später',
    excerpt: 'Der berühmte Hybrid Seite an Seite mit seiner Autoflower-Version.',
    headings: ['Geschichte', 'Seite an Seite', 'Fazit'],
  },
  {
    title: 'Temperatur und Luftfeuchtigkeit bei der Keimung',
    excerpt: 'Das Klima, in dem Samen am schnellsten keimen.',
    headings: ['Ideale Temperatur', 'Anzuchthauben', 'Häufige Fehler'],
  },
  {
    title: 'Newsletter-Abonnenten erhalten 10 % Rabatt',
    excerpt: 'Melde dich an und erhalte einen Rabattcode mit deiner Willkommens-E-Mail.',
    headings: ['So meldest du dich an', 'Den Code einlösen'],
  },
  {
    title: 'Bald da: unser Herbstkatalog',
    excerpt: 'Ein Blick auf die Sorten, die wir für die nächste Saison testen.',
    headings: ['Im Testgarten'],
  },
];

export const COMMON_SENTENCES_DE: readonly string[] = [
  'Mach dir unterwegs Notizen: der nächste Anbau profitiert immer vom letzten.',
  'Geduld ist das günstigste Werkzeug, das ein Gärtner hat.',
  'Kleine, regelmäßige Kontrollen finden Probleme lange bevor sie an der ganzen Pflanze sichtbar werden.',
  'Jede Sorte reagiert ein wenig anders, also lies ihr Profil, bevor du beginnst.',
  'Ein sauberer Raum und sauberes Werkzeug verhindern die meisten hier beschriebenen Probleme.',
];

export const SENTENCES_DE: Record<PostCategorySlug, readonly string[]> = {
  germination: [
    'Samen brauchen Wärme, Feuchtigkeit und Dunkelheit, um aufzubrechen.',
    'Eine Temperatur zwischen 22 und 25 °C sorgt für die schnellste und gleichmäßigste Keimung.',
    'Halte das Substrat feucht, aber nie nass: Samen, die im Wasser liegen, können ersticken.',
    'Die meisten gesunden Samen zeigen innerhalb von zwei bis fünf Tagen eine Pfahlwurzel.',
    'Fasse die Pfahlwurzel so wenig wie möglich an; sie bricht leicht.',
    'Setze den Samen mit der Wurzel nach unten etwa einen Zentimeter tief.',
    'Alte Samen keimen langsamer, also gib ihnen ein paar Tage mehr, bevor du aufgibst.',
    'Eine kleine Sprühflasche reicht, um die Oberfläche feucht zu halten.',
  ],
  growing: [
    'Gesunde Wurzeln machen gesunde Pflanzen, also beginne mit einer leichten, luftigen Erde.',
    'Autoflowers blühen nach drei bis vier Wochen von selbst, egal bei welchem Lichtzyklus.',
    'Photoperiodische Pflanzen gehen in die Blüte, wenn die Nächte zwölf Stunden erreichen.',
    'Gib den Pflanzen genug Platz: ein dichtes Blätterdach hält Feuchtigkeit und lockt Schimmel an.',
    'Eine sanfte Brise aus einem Ventilator stärkt die Stiele und hält Schädlinge fern.',
    'Beginne mit einem Viertel der Dosis auf dem Etikett und steigere sie langsam.',
    'Gelbe untere Blätter spät in der Blüte sind normal; gelber Neuaustrieb ist es nicht.',
    'Gieße, bis unten etwas aus dem Topf läuft, und warte dann, bis sich der Topf leicht anfühlt.',
    'Drinnen halten 20 bis 28 °C die Pflanzen in gleichmäßigem Wachstum.',
  ],
  'harvest-and-curing': [
    'Ernte, wenn die meisten Trichome milchig sind und einige bernsteinfarben geworden sind.',
    'Trockne die Zweige langsam in einem dunklen Raum bei etwa 18 bis 20 °C und 55 bis 60 % Luftfeuchtigkeit.',
    'Die Blüten sind trocken genug, wenn kleine Stiele brechen, statt sich zu biegen.',
    'Beim Fermentieren in luftdichten Gläsern verteilt sich die restliche Feuchtigkeit gleichmäßig in den Blüten.',
    'Öffne die Gläser in der ersten Woche täglich, damit Feuchtigkeit und Gase entweichen.',
    'Aroma und Milde werden über mehrere Wochen der Fermentierung immer besser.',
    'Licht und Wärme zerstören Terpene, also lagere die Ernte kühl und dunkel.',
    'Ein günstiges Hygrometer im Glas sagt dir mehr als jede Faustregel.',
  ],
  'strain-reviews': [
    'Wir haben die Sorte aus unseren eigenen Samen unter denselben Bedingungen wie jeden Test gezogen.',
    'Die Keimung ging schnell, und jeder Samen ist innerhalb von drei Tagen aufgegangen.',
    'Die Pflanzen blieben kompakt und waren auf kleinem Raum leicht zu pflegen.',
    'Die Blüte dauerte etwa so lange, wie das Sortenprofil verspricht.',
    'Am Ende der Blüte waren die Blüten dicht und mit Trichomen bedeckt.',
    'Der Duft füllte in den letzten Wochen das Zelt, also plane einen Aktivkohlefilter ein.',
    'Der Ertrag lag für ein Zelt dieser Größe im Rahmen des Profils.',
    'Die Autoflower-Version war Wochen früher fertig, mit einer etwas kleineren Ernte.',
  ],
  news: [
    'Wir verbessern den Shop laufend nach dem, was uns Gärtner erzählen.',
    'Wie immer wird jede Bestellung diskret in neutraler Verpackung verschickt.',
    'Fragen? Unser Support-Team antwortet innerhalb von 24 Stunden.',
    'Die Änderungen gelten ab heute für jeden Shop.',
    'Wer den Newsletter abonniert, erfährt solche Neuigkeiten zuerst.',
    'Danke an alle, die uns Rückmeldungen zur letzten Saison geschickt haben.',
  ],
};
