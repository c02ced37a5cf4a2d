import type { FeatureMessageTable } from '../../../i18n/feature-messages';
import de from './de.json';
import en from './en.json';
import uk from './en-uk.json';
import fr from './fr.json';
import nl from './nl.json';

/** Messages of the Seedfinder (page and modal) in every language; compiled to ICU ASTs at build time. */
export const seedfinderMessages: FeatureMessageTable = { en, de, nl, fr, uk };
