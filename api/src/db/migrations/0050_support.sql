-- Support (modules/support): contact messages, and the shop-wide FAQ in four languages with its search.

-- Every message sent through the contact form (spec 3 "Support message"), with the chatbot's transcript when
-- the shopper was handed over from it. The e-mails go through the outbox in the same transaction.
CREATE TABLE support_messages (
  id bigserial PRIMARY KEY,
  storefront text NOT NULL,
  language text NOT NULL,
  name text NOT NULL,
  email text NOT NULL,
  message text NOT NULL,
  conversation text,
  client text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The text search config of a language; the FAQ is searched in the storefront's language.
CREATE FUNCTION faq_search_config(language text) RETURNS regconfig
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN CASE language WHEN 'de' THEN 'german'::regconfig WHEN 'nl' THEN 'dutch'::regconfig
    WHEN 'fr' THEN 'french'::regconfig ELSE 'english'::regconfig END;

CREATE TABLE faq_topics (
  topic text NOT NULL,
  language text NOT NULL CHECK (language IN ('en', 'de', 'nl', 'fr')),
  position integer NOT NULL,
  title text NOT NULL,
  PRIMARY KEY (topic, language)
);

-- One row per entry and language; `entry` names the entry across languages.
CREATE TABLE faq_entries (
  id integer PRIMARY KEY,
  entry text NOT NULL,
  topic text NOT NULL,
  language text NOT NULL CHECK (language IN ('en', 'de', 'nl', 'fr')),
  position integer NOT NULL,
  question text NOT NULL,
  answer text NOT NULL,
  search tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector(faq_search_config(language), question), 'A') ||
    setweight(to_tsvector(faq_search_config(language), answer), 'B')
  ) STORED,
  -- Lower-cased words of question and answer, for trigram typo tolerance.
  words text GENERATED ALWAYS AS (lower(question || ' ' || answer)) STORED,
  UNIQUE (entry, language),
  FOREIGN KEY (topic, language) REFERENCES faq_topics (topic, language)
);
CREATE INDEX faq_entries_search ON faq_entries USING gin (search);
CREATE INDEX faq_entries_language ON faq_entries (language, position);

INSERT INTO faq_topics (topic, language, position, title) VALUES
  ('ordering', 'en', 1, 'Ordering'),
  ('ordering', 'de', 1, 'Bestellen'),
  ('ordering', 'nl', 1, 'Bestellen'),
  ('ordering', 'fr', 1, 'Commander'),
  ('shipping', 'en', 2, 'Shipping and delivery'),
  ('shipping', 'de', 2, 'Versand und Lieferung'),
  ('shipping', 'nl', 2, 'Verzending en levering'),
  ('shipping', 'fr', 2, 'Expédition et livraison'),
  ('payment', 'en', 3, 'Payment'),
  ('payment', 'de', 3, 'Bezahlung'),
  ('payment', 'nl', 3, 'Betaling'),
  ('payment', 'fr', 3, 'Paiement'),
  ('growing', 'en', 4, 'Seeds and growing'),
  ('growing', 'de', 4, 'Samen und Anbau'),
  ('growing', 'nl', 4, 'Zaden en kweken'),
  ('growing', 'fr', 4, 'Graines et culture'),
  ('account', 'en', 5, 'Account and support'),
  ('account', 'de', 5, 'Konto und Support'),
  ('account', 'nl', 5, 'Account en support'),
  ('account', 'fr', 5, 'Compte et assistance');

INSERT INTO faq_entries (id, entry, topic, language, position, question, answer) VALUES
  (1, 'order-status', 'ordering', 'en', 1, 'How can I check the status of my order?', 'Open Order status and enter your order number and the e-mail address you ordered with. No order number at hand? Ask for an e-mail with a link to each of your recent orders.'),
  (2, 'order-status', 'ordering', 'de', 1, 'Wie kann ich den Status meiner Bestellung prüfen?', 'Öffne den Bestellstatus und gib deine Bestellnummer und die E-Mail-Adresse deiner Bestellung ein. Keine Bestellnummer zur Hand? Fordere eine E-Mail mit einem Link zu jeder deiner letzten Bestellungen an.'),
  (3, 'order-status', 'ordering', 'nl', 1, 'Hoe kan ik de status van mijn bestelling bekijken?', 'Open Bestelstatus en vul je bestelnummer en het e-mailadres van je bestelling in. Geen bestelnummer bij de hand? Vraag een e-mail aan met een link naar elk van je recente bestellingen.'),
  (4, 'order-status', 'ordering', 'fr', 1, 'Comment suivre l''état de ma commande ?', 'Ouvrez le suivi de commande et saisissez votre numéro de commande et l''adresse e-mail de la commande. Pas de numéro sous la main ? Demandez un e-mail avec un lien vers chacune de vos commandes récentes.'),
  (5, 'change-order', 'ordering', 'en', 2, 'Can I change or cancel my order?', 'Write to us through the contact form as soon as possible with your order number. Before the parcel is dispatched we can change or cancel it.'),
  (6, 'change-order', 'ordering', 'de', 2, 'Kann ich meine Bestellung ändern oder stornieren?', 'Schreib uns so schnell wie möglich über das Kontaktformular mit deiner Bestellnummer. Solange das Paket nicht verschickt ist, können wir sie ändern oder stornieren.'),
  (7, 'change-order', 'ordering', 'nl', 2, 'Kan ik mijn bestelling wijzigen of annuleren?', 'Schrijf ons zo snel mogelijk via het contactformulier met je bestelnummer. Zolang het pakket niet verzonden is, kunnen we de bestelling wijzigen of annuleren.'),
  (8, 'change-order', 'ordering', 'fr', 2, 'Puis-je modifier ou annuler ma commande ?', 'Écrivez-nous au plus vite via le formulaire de contact avec votre numéro de commande. Tant que le colis n''est pas expédié, nous pouvons la modifier ou l''annuler.'),
  (9, 'discount-codes', 'ordering', 'en', 3, 'How do I use a discount code?', 'Enter the code in your cart before you check out. One code per order; the newsletter gives you 10% off your next order.'),
  (10, 'discount-codes', 'ordering', 'de', 3, 'Wie löse ich einen Rabattcode ein?', 'Gib den Code vor dem Bezahlen im Warenkorb ein. Ein Code pro Bestellung; der Newsletter schenkt dir 10% Rabatt auf deine nächste Bestellung.'),
  (11, 'discount-codes', 'ordering', 'nl', 3, 'Hoe gebruik ik een kortingscode?', 'Vul de code in je winkelwagen in voordat je afrekent. Eén code per bestelling; de nieuwsbrief geeft je 10% korting op je volgende bestelling.'),
  (12, 'discount-codes', 'ordering', 'fr', 3, 'Comment utiliser un code de réduction ?', 'Saisissez le code dans votre panier avant de payer. Un code par commande ; la newsletter vous offre 10 % de remise sur votre prochaine commande.'),
  (13, 'delivery-time', 'shipping', 'en', 4, 'How long does shipping take?', 'Delivery takes a few business days depending on your country: the shipping page lists the transit time per country. Orders are dispatched on the next business day.'),
  (14, 'delivery-time', 'shipping', 'de', 4, 'Wie lange dauert der Versand?', 'Die Lieferung dauert je nach Land einige Werktage: Die Versandseite nennt die Laufzeit pro Land. Bestellungen verlassen uns am nächsten Werktag.'),
  (15, 'delivery-time', 'shipping', 'nl', 4, 'Hoe lang duurt de verzending?', 'De levering duurt afhankelijk van je land een paar werkdagen: de verzendpagina toont de levertijd per land. Bestellingen worden de volgende werkdag verzonden.'),
  (16, 'delivery-time', 'shipping', 'fr', 4, 'Combien de temps prend la livraison ?', 'La livraison prend quelques jours ouvrés selon votre pays : la page d''expédition indique le délai par pays. Les commandes partent le jour ouvré suivant.'),
  (17, 'discreet-packaging', 'shipping', 'en', 5, 'Is the packaging discreet?', 'Yes. Every parcel is plain, with no mention of seeds or of our shop on the outside, and the seeds are packed to survive the journey.'),
  (18, 'discreet-packaging', 'shipping', 'de', 5, 'Ist die Verpackung diskret?', 'Ja. Jedes Paket ist neutral, ohne Hinweis auf Samen oder unseren Shop auf der Außenseite, und die Samen sind sicher verpackt.'),
  (19, 'discreet-packaging', 'shipping', 'nl', 5, 'Is de verpakking discreet?', 'Ja. Elk pakket is neutraal, zonder vermelding van zaden of onze winkel aan de buitenkant, en de zaden zijn veilig verpakt.'),
  (20, 'discreet-packaging', 'shipping', 'fr', 5, 'L''emballage est-il discret ?', 'Oui. Chaque colis est neutre, sans mention des graines ni de notre boutique à l''extérieur, et les graines sont protégées pour le voyage.'),
  (21, 'free-shipping', 'shipping', 'en', 6, 'When is shipping free?', 'Shipping is free above the threshold of your country, shown in the cart and on the shipping page.'),
  (22, 'free-shipping', 'shipping', 'de', 6, 'Wann ist der Versand kostenlos?', 'Ab dem Mindestbetrag deines Landes ist der Versand kostenlos; du siehst ihn im Warenkorb und auf der Versandseite.'),
  (23, 'free-shipping', 'shipping', 'nl', 6, 'Wanneer is de verzending gratis?', 'Boven het drempelbedrag van je land is de verzending gratis; je ziet het in de winkelwagen en op de verzendpagina.'),
  (24, 'free-shipping', 'shipping', 'fr', 6, 'Quand la livraison est-elle gratuite ?', 'La livraison est gratuite au-delà du seuil de votre pays, indiqué dans le panier et sur la page d''expédition.'),
  (25, 'payment-methods', 'payment', 'en', 7, 'Which payment methods can I use?', 'Card, bank transfer and the local methods of your region; availability varies per region. The checkout shows the methods for your country.'),
  (26, 'payment-methods', 'payment', 'de', 7, 'Welche Zahlungsarten kann ich nutzen?', 'Karte, Überweisung und die lokalen Zahlungsarten deiner Region; das Angebot variiert je nach Region. Die Kasse zeigt die Zahlungsarten für dein Land.'),
  (27, 'payment-methods', 'payment', 'nl', 7, 'Met welke betaalmethoden kan ik betalen?', 'Kaart, bankoverschrijving en de lokale methoden van je regio; het aanbod verschilt per regio. Bij het afrekenen zie je de methoden voor jouw land.'),
  (28, 'payment-methods', 'payment', 'fr', 7, 'Quels moyens de paiement puis-je utiliser ?', 'Carte, virement bancaire et les moyens locaux de votre région ; la disponibilité varie selon la région. Le paiement affiche les moyens pour votre pays.'),
  (29, 'payment-failed', 'payment', 'en', 8, 'My payment failed. What now?', 'Your order is kept. Open the order overview and pay again, with the same or another method.'),
  (30, 'payment-failed', 'payment', 'de', 8, 'Meine Zahlung ist fehlgeschlagen. Was nun?', 'Deine Bestellung bleibt erhalten. Öffne die Bestellübersicht und bezahle erneut, mit derselben oder einer anderen Zahlungsart.'),
  (31, 'payment-failed', 'payment', 'nl', 8, 'Mijn betaling is mislukt. Wat nu?', 'Je bestelling blijft bewaard. Open het besteloverzicht en betaal opnieuw, met dezelfde of een andere methode.'),
  (32, 'payment-failed', 'payment', 'fr', 8, 'Mon paiement a échoué. Que faire ?', 'Votre commande est conservée. Ouvrez le récapitulatif de commande et payez à nouveau, avec le même moyen ou un autre.'),
  (33, 'germination', 'growing', 'en', 9, 'How do I germinate my seeds?', 'Soak the seeds in water for 12 to 24 hours, then keep them between moist paper towels in a warm, dark place until the taproot shows, and plant them 1 cm deep.'),
  (34, 'germination', 'growing', 'de', 9, 'Wie keime ich meine Samen?', 'Weiche die Samen 12 bis 24 Stunden in Wasser ein, lege sie dann zwischen feuchte Küchentücher an einen warmen, dunklen Ort, bis die Wurzel erscheint, und pflanze sie 1 cm tief.'),
  (35, 'germination', 'growing', 'nl', 9, 'Hoe laat ik mijn zaden ontkiemen?', 'Week de zaden 12 tot 24 uur in water, leg ze dan tussen vochtige keukenpapiertjes op een warme, donkere plek tot het worteltje verschijnt, en plant ze 1 cm diep.'),
  (36, 'germination', 'growing', 'fr', 9, 'Comment faire germer mes graines ?', 'Faites tremper les graines 12 à 24 heures dans l''eau, puis placez-les entre des essuie-tout humides dans un endroit chaud et sombre jusqu''à l''apparition de la racine, et plantez-les à 1 cm de profondeur.'),
  (37, 'germination-guarantee', 'growing', 'en', 10, 'What if my seeds do not germinate?', 'Our germination guarantee covers seeds that do not sprout when the guide was followed. Contact us with your order number and we replace them.'),
  (38, 'germination-guarantee', 'growing', 'de', 10, 'Was, wenn meine Samen nicht keimen?', 'Unsere Keimgarantie gilt für Samen, die trotz Befolgung der Anleitung nicht keimen. Kontaktiere uns mit deiner Bestellnummer und wir ersetzen sie.'),
  (39, 'germination-guarantee', 'growing', 'nl', 10, 'Wat als mijn zaden niet ontkiemen?', 'Onze kiemgarantie geldt voor zaden die niet ontkiemen terwijl de handleiding werd gevolgd. Neem contact op met je bestelnummer en we vervangen ze.'),
  (40, 'germination-guarantee', 'growing', 'fr', 10, 'Et si mes graines ne germent pas ?', 'Notre garantie de germination couvre les graines qui ne germent pas malgré le respect du guide. Contactez-nous avec votre numéro de commande et nous les remplaçons.'),
  (41, 'autoflower-vs-photoperiod', 'growing', 'en', 11, 'What is the difference between autoflower and photoperiod seeds?', 'Autoflowers flower by age, whatever the light, and are ready in about 10 weeks from seed: easy and compact. Photoperiod plants flower when the nights get longer, grow bigger and usually yield more.'),
  (42, 'autoflower-vs-photoperiod', 'growing', 'de', 11, 'Was ist der Unterschied zwischen Autoflower- und photoperiodischen Samen?', 'Autoflowers blühen nach Alter, unabhängig vom Licht, und sind nach etwa 10 Wochen erntereif: einfach und kompakt. Photoperiodische Pflanzen blühen, wenn die Nächte länger werden, wachsen größer und bringen meist mehr Ertrag.'),
  (43, 'autoflower-vs-photoperiod', 'growing', 'nl', 11, 'Wat is het verschil tussen autoflower- en fotoperiodezaden?', 'Autoflowers bloeien op leeftijd, ongeacht het licht, en zijn na ongeveer 10 weken oogstklaar: makkelijk en compact. Fotoperiodeplanten bloeien als de nachten langer worden, groeien groter en geven meestal meer opbrengst.'),
  (44, 'autoflower-vs-photoperiod', 'growing', 'fr', 11, 'Quelle différence entre graines autofloraisons et photopériodiques ?', 'Les autofloraisons fleurissent selon leur âge, quelle que soit la lumière, et sont prêtes en 10 semaines environ : faciles et compactes. Les photopériodiques fleurissent quand les nuits s''allongent, poussent plus grandes et produisent en général davantage.'),
  (45, 'feminized-seeds', 'growing', 'en', 12, 'What are feminized seeds?', 'Feminized seeds grow female plants, the ones that make flowers, so you do not have to find and remove male plants.'),
  (46, 'feminized-seeds', 'growing', 'de', 12, 'Was sind feminisierte Samen?', 'Feminisierte Samen ergeben weibliche Pflanzen, also die, die Blüten bilden; du musst keine männlichen Pflanzen aussortieren.'),
  (47, 'feminized-seeds', 'growing', 'nl', 12, 'Wat zijn gefeminiseerde zaden?', 'Gefeminiseerde zaden geven vrouwelijke planten, de planten die bloemen maken, zodat je geen mannelijke planten hoeft te verwijderen.'),
  (48, 'feminized-seeds', 'growing', 'fr', 12, 'Que sont les graines féminisées ?', 'Les graines féminisées donnent des plantes femelles, celles qui produisent des fleurs : inutile de repérer et d''éliminer les mâles.'),
  (49, 'storing-seeds', 'growing', 'en', 13, 'How should I store my seeds?', 'Keep them in their packet in a cool, dark and dry place, such as a closed box in the fridge. Stored well they keep for years.'),
  (50, 'storing-seeds', 'growing', 'de', 13, 'Wie lagere ich meine Samen?', 'Bewahre sie in ihrer Packung kühl, dunkel und trocken auf, etwa in einer geschlossenen Dose im Kühlschrank. Gut gelagert halten sie jahrelang.'),
  (51, 'storing-seeds', 'growing', 'nl', 13, 'Hoe bewaar ik mijn zaden?', 'Bewaar ze in hun verpakking op een koele, donkere en droge plek, zoals een gesloten doosje in de koelkast. Goed bewaard blijven ze jaren goed.'),
  (52, 'storing-seeds', 'growing', 'fr', 13, 'Comment conserver mes graines ?', 'Gardez-les dans leur sachet dans un endroit frais, sombre et sec, comme une boîte fermée au réfrigérateur. Bien conservées, elles durent des années.'),
  (53, 'create-account', 'account', 'en', 14, 'Do I need an account to order?', 'No, you can check out as a guest. An account keeps your addresses, orders and wishlist.'),
  (54, 'create-account', 'account', 'de', 14, 'Brauche ich ein Konto, um zu bestellen?', 'Nein, du kannst als Gast bestellen. Ein Konto speichert deine Adressen, Bestellungen und deine Wunschliste.'),
  (55, 'create-account', 'account', 'nl', 14, 'Heb ik een account nodig om te bestellen?', 'Nee, je kunt als gast afrekenen. Een account bewaart je adressen, bestellingen en verlanglijst.'),
  (56, 'create-account', 'account', 'fr', 14, 'Faut-il un compte pour commander ?', 'Non, vous pouvez commander en tant qu''invité. Un compte garde vos adresses, vos commandes et votre liste d''envies.'),
  (57, 'contact-support', 'account', 'en', 15, 'How can I reach customer support?', 'Use the contact form: we answer within 24 hours. The chat assistant answers instantly, day and night.'),
  (58, 'contact-support', 'account', 'de', 15, 'Wie erreiche ich den Kundenservice?', 'Nutze das Kontaktformular: Wir antworten innerhalb von 24 Stunden. Der Chat-Assistent antwortet sofort, rund um die Uhr.'),
  (59, 'contact-support', 'account', 'nl', 15, 'Hoe bereik ik de klantenservice?', 'Gebruik het contactformulier: we antwoorden binnen 24 uur. De chatassistent antwoordt direct, dag en nacht.'),
  (60, 'contact-support', 'account', 'fr', 15, 'Comment joindre le service client ?', 'Utilisez le formulaire de contact : nous répondons sous 24 heures. L''assistant de chat répond immédiatement, jour et nuit.');
