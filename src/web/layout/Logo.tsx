import { Box, Group, type MantineBreakpoint, Text, VisuallyHidden } from '@mantine/core';
import type { ThemeName } from '../../../machines/theme.machine';
import { site } from '../../content/site';

// Two variants of the logo (SPEC: the theme selects which logo is shown): the mark is the same, the
// wordmark is white on the dark theme and black on the light one, like the icons.

const WORDMARK = { dark: '#ffffff', light: '#000000' } as const;
// The light variant's amber is the deep shade: small text needs 4.5:1 on white.
const SUBMARK = { dark: '#ffb70f', light: '#8f5a00' } as const;

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

export interface LogoProps {
  variant: ThemeName;
  /** Below this breakpoint only the mark is shown (a crowded desktop bar). */
  textFrom?: MantineBreakpoint;
}

export function Logo({ variant, textFrom }: LogoProps) {
  return (
    <Group gap={10} wrap="nowrap" data-logo={variant}>
      <LogoMark />
      {/* The wordmark is the link's name; where it is hidden, a hidden copy keeps the name. */}
      {textFrom ? <VisuallyHidden hiddenFrom={textFrom}>{site.companyName}</VisuallyHidden> : null}
      <Box visibleFrom={textFrom}>
        <Text
          component="span"
          display="block"
          fw={800}
          fz="lg"
          lh={1.1}
          c={WORDMARK[variant]}
          style={{ whiteSpace: 'nowrap', letterSpacing: 0.3 }}
        >
          {site.shortName}
        </Text>{' '}
        <Text
          component="span"
          display="block"
          fw={700}
          fz="xs"
          lh={1.1}
          c={SUBMARK[variant]}
          tt="uppercase"
          style={{ letterSpacing: 3 }}
        >
          Generators
        </Text>
      </Box>
    </Group>
  );
}
