import { ActionIcon, Button, Paper, Text } from '@mantine/core';
import { IconLanguage, IconX } from '@tabler/icons-react';
import { languageOfferMachine } from '../../../machines/languageOffer.machine';
import { cookieText } from '../../api/cookies';
import { SITE_LOCALE } from '../../api/siteLocale';
import { languageChoiceIn, preferredSiteLocale } from '../../shared/i18n/languageChoice';
import { useFlowState } from '../hooks/useFlow';
import { t } from '../i18n/extras.messages';
import { useOtherLanguageHref } from './LanguageLink';
import { rememberLanguage } from './languageChoice';
import classes from './languageOffer.module.css';

// "Esta página está disponible en español · Ver en español · ×" (issue 39): a thin view of the offer's flow.
// The link is a plain link to the Spanish page (a full page load); following it tells the flow, which
// remembers Spanish; the × tells it too, which remembers English. A fixed card at the bottom: it moves
// nothing on the page (no layout shift) and keeps clear of the right edge's lead widgets.

export function LanguageOffer() {
  const [snapshot, send] = useFlowState(languageOfferMachine, {
    input: {
      pageLocale: SITE_LOCALE,
      choice: languageChoiceIn(cookieText()),
      preferred: preferredSiteLocale(navigator.languages),
    },
    effects: { rememberLanguage: ({ locale }) => rememberLanguage(locale) },
  });
  const spanishHref = useOtherLanguageHref('es');
  return (
    // The live region is there before its text, so screen readers announce the offer when it appears.
    <div role="status" aria-live="polite" className={classes.region}>
      {snapshot.matches('offered') ? (
        <Paper
          withBorder
          shadow="lg"
          radius="md"
          p="sm"
          className={classes.card}
          lang="es"
          data-language-offer
        >
          <IconLanguage size={20} aria-hidden="true" className={classes.icon} />
          <Text size="sm" fw={600} className={classes.text}>
            {t('languageOffer.text')}
          </Text>
          <Button
            component="a"
            href={spanishHref}
            hrefLang="es"
            size="xs"
            className={classes.link}
            onClick={() => send({ type: 'SWITCH' })}
          >
            {t('languageOffer.switch')}
          </Button>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={t('languageOffer.close')}
            onClick={() => send({ type: 'DISMISS' })}
          >
            <IconX size={18} aria-hidden="true" />
          </ActionIcon>
        </Paper>
      ) : null}
    </div>
  );
}
