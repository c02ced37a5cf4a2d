import type { FeatureMessageTable } from '../../../i18n/feature-messages';
import de from './de.json';
import en from './en.json';
import fr from './fr.json';
import nl from './nl.json';

/** Messages of this feature in every language; compiled to ICU ASTs at build time, so format them, never read them. */
export const priceListMessages: FeatureMessageTable = { en, de, nl, fr };
