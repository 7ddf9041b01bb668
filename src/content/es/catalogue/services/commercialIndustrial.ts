import type { commercialIndustrial as english } from '../../../catalogue/services/commercialIndustrial';
import type { Translation } from '../../../translation';
import { serviceArea } from '../serviceArea';

export const commercialIndustrial: Translation<typeof english> = {
  slug: 'commercial-industrial',
  path: '/services/commercial-industrial',
  title: 'Comercial e industrial',
  summary:
    'Generadores, sistemas de bombas contra incendios y administración de energía para negocios e instalaciones industriales.',
  intro:
    'Un negocio parado cuesta más que un generador. Diseñamos, instalamos y cuidamos sistemas de energía de respaldo y de bombas contra incendios para comercios, centros de salud, hoteles e industrias.',
  metaDescription: `Generadores comerciales e industriales, sistemas de bombas contra incendios y administración de energía en ${serviceArea()}: diseño, instalación, pruebas y contratos de servicio.`,
  groups: [
    {
      title: 'Generadores',
      items: [
        {
          name: 'Generadores de respaldo comerciales',
          description:
            'Generadores a gas natural, propano y diésel de 20 a 150 kW para tiendas, oficinas, restaurantes y edificios de apartamentos.',
        },
        {
          name: 'Generadores diésel industriales',
          description:
            'Grandes equipos diésel con tanque de combustible en la base para plantas, almacenes e instalaciones críticas que deben funcionar días enteros sin la red eléctrica.',
        },
        {
          name: 'Energía móvil y temporal',
          description:
            'Generadores remolcables y juegos de cables para paradas programadas, eventos y recuperación después de desastres mientras se repara el equipo permanente.',
        },
      ],
    },
    {
      title: 'Sistemas de bombas contra incendios',
      items: [
        {
          name: 'Contratos de servicio de bombas contra incendios',
          description:
            'Inspección, pruebas y mantenimiento programados según NFPA 25 para bombas contra incendios eléctricas y diésel, con los informes archivados para usted.',
        },
        {
          name: 'Controladores y motores de bombas contra incendios',
          description:
            'Reparación y reemplazo de controladores, interruptores de transferencia y motores diésel que mantienen las bombas contra incendios listas para arrancar.',
        },
      ],
    },
    {
      title: 'Administración de energía y accesorios',
      items: [
        {
          name: 'Interruptores de transferencia automáticos',
          description:
            'Interruptores en la acometida y con bypass de aislamiento para que la carga pase al generador sin un técnico en el lugar.',
        },
        {
          name: 'Paralelismo y administración de carga',
          description:
            'Equipos de sincronización y prioridades de carga que permiten que varios generadores compartan la carga y alimenten primero los circuitos críticos.',
        },
        {
          name: 'Monitoreo e informes remotos',
          description:
            'Monitoreo a toda hora de cada equipo en sus instalaciones, con alertas a su equipo de mantenimiento y al nuestro.',
        },
      ],
    },
  ],
};
