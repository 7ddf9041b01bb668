import {
  IconBolt,
  IconCalendarCheck,
  IconClock24,
  IconFlame,
  IconGauge,
  IconHeadset,
  IconPlug,
  IconShieldCheck,
  IconTool,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import type { HomeIconName } from '../../content/home';

type TablerIcon = ComponentType<{ size?: number; stroke?: number; 'aria-hidden'?: boolean }>;

export const homeIcons: Record<HomeIconName, TablerIcon> = {
  bolt: IconBolt,
  clock: IconClock24,
  tool: IconTool,
  shield: IconShieldCheck,
  headset: IconHeadset,
  flame: IconFlame,
  plug: IconPlug,
  gauge: IconGauge,
  calendar: IconCalendarCheck,
};

export function HomeIcon({ name, size = 26 }: { name: HomeIconName; size?: number }) {
  const Icon = homeIcons[name];
  return <Icon size={size} stroke={1.8} aria-hidden />;
}
