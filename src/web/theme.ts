import {
  type CSSVariablesResolver,
  createTheme,
  type MantineColorsTuple,
  type ModalProps,
} from '@mantine/core';
import {
  BREAKPOINTS_PX,
  type BreakpointName,
  MODAL_OVERLAY_TRANSITION_MS,
  MODAL_TRANSITION_MS,
} from '../shared/layout';
// Every Button's label wraps rather than being cut off (issue 41); the rule selects Mantine's static classes.
import './components/buttonLabel.css';

// Brand: amber on dark slate. Mantine sizes are in em (16 px base), so the spec's px breakpoints are
// converted; `xxl` is an extra breakpoint Mantine accepts for responsive style props.

const toEm = (px: number) => `${px / 16}em`;

const breakpoints = Object.fromEntries(
  Object.entries(BREAKPOINTS_PX).map(([name, px]) => [name, toEm(px)]),
) as Record<BreakpointName, string>;

const amber: MantineColorsTuple = [
  '#fff8e1',
  '#ffefc0',
  '#ffe08a',
  '#ffd150',
  '#ffc328',
  '#ffb70f',
  '#f59f00',
  '#d98a00',
  '#b87400',
  '#8f5a00',
];

// Mantine reads `dark` as the dark scheme's surfaces: 0 is text, 7 the body, so slate tones go here.
const slate: MantineColorsTuple = [
  '#e2e8f0',
  '#cbd5e1',
  '#94a3b8',
  '#64748b',
  '#475569',
  '#334155',
  '#1e293b',
  '#0f172a',
  '#0b1222',
  '#060b16',
];

// The self-hosted Inter (fonts.css), its metric-matched fallback, then the system's own.
const FONT_STACK =
  '"Inter Variable", "Inter Fallback", system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif';

export const theme = createTheme({
  breakpoints,
  colors: { brand: amber, dark: slate },
  primaryColor: 'brand',
  primaryShade: { light: 6, dark: 5 },
  autoContrast: true,
  defaultRadius: 'md',
  fontFamily: FONT_STACK,
  headings: { fontWeight: '800', fontFamily: FONT_STACK },
  components: {
    // A plain object rather than `Modal.extend(...)`, which would put the modal's code on every page.
    Modal: {
      defaultProps: {
        transitionProps: { duration: MODAL_TRANSITION_MS },
        overlayProps: { transitionProps: { duration: MODAL_OVERLAY_TRANSITION_MS } },
      } satisfies Partial<ModalProps>,
    },
    // Mantine renders dialog title bars as <header>; in a portal at body level that is a second
    // "banner" landmark beside the site's header, which screen readers and axe report.
    ModalHeader: { defaultProps: { component: 'div' } },
    DrawerHeader: { defaultProps: { component: 'div' } },
  },
});

// Amber fills carry dark text well, but amber text on white does not reach readable contrast: in the
// light scheme, brand-coloured text, links and outlines use the deepest shade instead.
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-anchor': amber[9],
    '--mantine-color-brand-text': amber[9],
    '--mantine-color-brand-outline': amber[9],
  },
  dark: {},
});
