import {
  type Icon,
  IconBolt,
  IconBuildingFactory2,
  IconCalendarCheck,
  IconFlame,
  IconHome,
  IconPlug,
  IconTool,
} from '@tabler/icons-react';
import type { ServiceSlug } from '../../content/catalogue/slugs';

// Decorative icons of the service pages: one per service and one per kind of item group.

export const serviceIcons: Record<ServiceSlug, Icon> = {
  installations: IconBolt,
  'maintenance-repairs': IconTool,
  'commercial-industrial': IconBuildingFactory2,
  residential: IconHome,
  firepumps: IconFlame,
};

const groupIcons: Record<string, Icon> = {
  Generators: IconBolt,
  'Power Management & Accessories': IconPlug,
  Accessories: IconPlug,
  'Fire Pumps & Safety Systems': IconFlame,
  'Fire Pump Systems': IconFlame,
  'Fire Pumps': IconFlame,
  'Maintenance Plans': IconCalendarCheck,
  // The same groups' titles in src/content/es/catalogue/services (issue 39).
  Generadores: IconBolt,
  'Administración de energía y accesorios': IconPlug,
  Accesorios: IconPlug,
  'Bombas contra incendios y sistemas de seguridad': IconFlame,
  'Sistemas de bombas contra incendios': IconFlame,
  'Bombas contra incendios': IconFlame,
  'Planes de mantenimiento': IconCalendarCheck,
};

export function groupIcon(title: string): Icon {
  return groupIcons[title] ?? IconBolt;
}
