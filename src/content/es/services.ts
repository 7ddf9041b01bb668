import type { ServiceSlug } from '../catalogue/slugs';
import type * as english from '../services';
import { site } from '../site';
import type { Translation } from '../translation';
import { serviceArea } from './catalogue/serviceArea';
import { commercialIndustrial } from './catalogue/services/commercialIndustrial';
import { firepumps } from './catalogue/services/firepumps';
import { installations } from './catalogue/services/installations';
import { maintenanceRepairs } from './catalogue/services/maintenanceRepairs';
import { residential } from './catalogue/services/residential';

// La página de servicios y las cinco páginas de cada servicio en español (issue 39), en el mismo orden.

export const servicesOverview: Translation<typeof english.servicesOverview> = {
  title: 'Nuestros servicios',
  intro: `Instalación, mantenimiento y reparación de generadores y bombas contra incendios para hogares, negocios, instalaciones industriales y fincas en ${serviceArea()}.`,
  metaDescription: `Instalación, mantenimiento y reparación de generadores, energía comercial e industrial, respaldo residencial y servicio de bombas contra incendios en ${serviceArea()}, ${site.state}.`,
};

export const servicePages: Translation<typeof english.servicePages> = [
  installations,
  maintenanceRepairs,
  commercialIndustrial,
  residential,
  firepumps,
];

export const servicePage: Translation<typeof english.servicePage> = (slug: ServiceSlug) => {
  const page = servicePages.find((candidate) => candidate.slug === slug);
  if (!page) throw new Error(`Unknown service page: ${slug}`);
  return page;
};
