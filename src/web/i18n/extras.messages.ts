import messages from '../../shared/i18n/en/extras.json';
import './site.messages';
import { addMessages } from './translate';

// The 'extras' namespace: the site chrome's texts that only lazily loaded code shows (the 404 page, the offline
// page, the update offer, the offer of Spanish), apart from 'site' so no page's first load carries them (issue
// 39's weight limit). Importing this module loads 'site' too, so its `t` reads both. The locale build
// (src/web/build/localeBuild.ts) swaps en/ for the build's language and compiles the file.
addMessages(messages);

export { t } from './translate';
