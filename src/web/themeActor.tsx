import type { ReactNode } from 'react';
import { type ThemeName, themeMachine } from '../../machines/theme.machine';
import { readCookie, writeCookie } from '../api/cookies';
import { THEME_COLORS } from '../shared/theme';
import { createFlowContext } from './hooks/flowContext';
import { useFlow } from './hooks/useFlow';

// Browser side of the theme machine: the cookie and the body marker. Views read the theme with
// `useThemeName()` and change it through `ThemeActorContext.useActorRef().send(...)`.

function applyThemeToBody(theme: ThemeName): void {
  // CSS and scripts outside React (and the e2e tests) read the theme from the body (SPEC section 1).
  document.body.dataset.theme = theme;
  document.body.classList.toggle('theme-dark', theme === 'dark');
  document.body.classList.toggle('theme-light', theme === 'light');
  // The browser bar (and the installed app's title bar) follows the site's theme, as the first paint set it.
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS[theme]);
}

export const ThemeActorContext = createFlowContext<typeof themeMachine>('ThemeActorContext');

export function ThemeProvider({ children }: { children: ReactNode }) {
  const actor = useFlow(themeMachine, {
    input: { stored: readCookie('theme') },
    effects: {
      persistTheme: ({ theme }) => writeCookie('theme', theme),
      applyToBody: ({ theme }) => applyThemeToBody(theme),
    },
  });
  return <ThemeActorContext.Provider value={actor}>{children}</ThemeActorContext.Provider>;
}

export function useThemeName(): ThemeName {
  return ThemeActorContext.useSelector((snapshot) => (snapshot.matches('light') ? 'light' : 'dark'));
}
