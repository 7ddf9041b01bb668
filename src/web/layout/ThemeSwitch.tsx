import { Switch } from '@mantine/core';
import { IconMoonStars, IconSun } from '@tabler/icons-react';
import { useHydrated } from '../hooks/useHydrated';
import { t } from '../i18n/site.messages';
import { ThemeActorContext, useThemeName } from '../themeActor';
import classes from './layout.module.css';

/** Thin view of the theme machine: shows the state, sends TOGGLE. */
export function ThemeSwitch() {
  const theme = useThemeName();
  // Prerendered pages show the default (dark) position until hydration; the page's colours are right
  // from the first paint anyway (the theme script in the document).
  const dark = useHydrated() ? theme === 'dark' : true;
  const actor = ThemeActorContext.useActorRef();
  return (
    <Switch
      size="md"
      color="dark.4"
      aria-label={t('theme.dark')}
      checked={dark}
      onChange={() => actor.send({ type: 'TOGGLE' })}
      onLabel={<IconMoonStars size={16} stroke={2} className={classes.icon} aria-hidden="true" />}
      offLabel={<IconSun size={16} stroke={2} className={classes.icon} aria-hidden="true" />}
    />
  );
}
