import * as english from '../site';
import type { Translation } from '../translation';

// Los datos de la empresa en español (issue 39): solo cambian los textos; nombres, teléfonos, correos,
// enlaces y ciudades son los del archivo en inglés. PLACEHOLDER, como en inglés: la empresa reemplaza cada
// valor marcado allí por el real antes del lanzamiento.

const facts = english.site;

export const site: Translation<typeof english.site> = {
  ...facts,
  tagline: 'Venta, instalación y servicio de generadores en el centro y el norte de Florida',
  legalLastUpdated: '17 de agosto de 2025',
  trust: {
    ...facts.trust,
    licence: { ...facts.trust.licence, label: 'Contratista eléctrico certificado de Florida' },
    hours: [
      { days: 'Lunes a viernes', hours: '7:00 a. m. – 6:00 p. m.' },
      { days: 'Sábado', hours: '8:00 a. m. – 2:00 p. m.' },
      { days: 'Domingo', hours: 'Solo línea de emergencias' },
    ],
    emergency: {
      ...facts.trust.emergency,
      note: 'Línea de reparaciones de emergencia 24/7, todos los días del año',
    },
  },
};

export const cityLabel: Translation<typeof english.cityLabel> = english.cityLabel;
