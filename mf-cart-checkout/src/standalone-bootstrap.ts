import { mountStandalone } from '@storefront/build-tools/standalone/mount-area';
import area from './exposes/area';

void mountStandalone(area);
