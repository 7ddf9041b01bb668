import * as english from '../locations';
import type { Translation } from '../translation';
import { site } from './site';

// Las tres zonas de servicio en español (issue 39). Ciudades, anclas, direcciones, teléfonos y coordenadas
// son los del módulo inglés; el horario es el de es/site.ts.

type Location = Translation<english.Location>;

export const locationsMeta: Translation<typeof english.locationsMeta> = {
  title: 'Nuestras zonas de servicio en Florida',
  description:
    'Instalación, mantenimiento y reparación 24/7 de generadores y bombas contra incendios desde Orlando, Tampa y Jacksonville, FL, con los condados y pueblos que cubre cada equipo.',
  intro:
    'Por ahora trabajamos solo en Florida, desde tres bases. Cada una tiene sus propios técnicos, camionetas de servicio abastecidas y repuestos, así que la ayuda es local. ¿No sabe si cubrimos su dirección? Llámenos.',
};

const texts: readonly Pick<Location, 'summary' | 'areasServed' | 'whatWeDo'>[] = [
  {
    summary:
      'Nuestro equipo del centro de Florida cubre el área metropolitana de Orlando, el corredor de la Space Coast al este y la zona de los lagos al oeste.',
    areasServed: [
      'Condado de Orange',
      'Condado de Seminole',
      'Condado de Osceola',
      'Condado de Lake',
      'Winter Park, Kissimmee, Sanford',
      'Clermont, Apopka, Oviedo',
    ],
    whatWeDo: [
      'Generadores de respaldo para el hogar ante los frecuentes apagones de las tormentas de verano',
      'Generadores comerciales para restaurantes, clínicas y oficinas',
      'Pruebas y mantenimiento de bombas contra incendios para almacenes y complejos turísticos',
    ],
  },
  {
    summary:
      'Nuestro equipo de Tampa Bay atiende ambos lados de la bahía, desde las islas de barrera hasta las fincas y empacadoras del este de Hillsborough y de Polk.',
    areasServed: [
      'Condado de Hillsborough',
      'Condado de Pinellas',
      'Condado de Pasco',
      'Condado de Polk',
      'Brandon, Plant City, Lakeland',
      'St. Petersburg, Clearwater, Wesley Chapel',
    ],
    whatWeDo: [
      'Instalaciones de generadores elevadas y preparadas para inundaciones en zonas costeras',
      'Energía de respaldo agrícola para riego, cámaras frías y establos',
      'Pruebas con banco de carga para hospitales, cuartos de datos y residencias de cuidado asistido',
    ],
  },
  {
    summary:
      'Nuestro equipo del norte de Florida cubre la First Coast, desde las playas y el río St. Johns hasta los suburbios en crecimiento del sur y el oeste.',
    areasServed: [
      'Condado de Duval',
      'Condado de St. Johns',
      'Condado de Clay',
      'Condado de Nassau',
      'Jacksonville Beach, Orange Park, Fleming Island',
      'St. Augustine, Fernandina Beach, Ponte Vedra',
    ],
    whatWeDo: [
      'Generadores de respaldo para toda la casa e interruptores de transferencia',
      'Generadores industriales para puertos, centros logísticos y plantas de manufactura',
      'Planes de mantenimiento programado con reparaciones de emergencia 24/7',
    ],
  },
];

export const locations: Translation<typeof english.locations> = english.locations.map((location, index) => {
  const text = texts[index];
  if (!text) throw new Error(`No Spanish text for ${location.city}`);
  return { ...location, ...text, hours: site.trust.hours };
});
