import { Box, Group, Text, VisuallyHidden } from '@mantine/core';
import { site } from '../../content/site';
import { t } from '../i18n/site.messages';
import classes from './layout.module.css';

// Two variants of the logo (SPEC: the theme selects which logo is shown): the mark is the same, the
// wordmark is white on the dark theme and black on the light one, like the icons. The colours come
// from the scheme attribute on <html> (layout.module.css), so a prerendered page shows the visitor's
// variant before any script runs.

export function LogoMark({ size = 40 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <g stroke="#f59f00" strokeWidth="3" strokeLinecap="round">
        {[0, 45, 90, 135, 180, 225, 270, 315].map((angle) => (
          <line key={angle} x1="24" y1="3" x2="24" y2="8" transform={`rotate(${angle} 24 24)`} />
        ))}
      </g>
      <circle cx="24" cy="24" r="13" fill="#ffb70f" />
      <path d="M26.5 13.5 18 26h5.5l-2 8.5L30 22h-5.6z" fill="#0f172a" />
    </svg>
  );
}

/** The header's logo: the wordmark gives way to the mark alone on a crowded desktop bar (md to lg). */
export function Logo() {
  return (
    <Group gap={10} wrap="nowrap" data-logo>
      <LogoMark />
      {/* The wordmark is the link's name; where it is hidden, a hidden copy keeps the name. */}
      <VisuallyHidden className={classes.logoNameWhenCrowded}>{site.companyName}</VisuallyHidden>
      <Box className={classes.wordmark}>
        <Text component="span" display="block" fw={800} lh={1.1} className={classes.wordmarkName}>
          {site.shortName}
        </Text>{' '}
        <Text
          component="span"
          display="block"
          fw={700}
          fz="xs"
          lh={1.1}
          tt="uppercase"
          className={classes.wordmarkSub}
        >
          {t('header.wordmarkSub')}
        </Text>
      </Box>
    </Group>
  );
}
