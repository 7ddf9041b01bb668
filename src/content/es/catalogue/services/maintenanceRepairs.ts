import type { maintenanceRepairs as english } from '../../../catalogue/services/maintenanceRepairs';
import type { Translation } from '../../../translation';

export const maintenanceRepairs: Translation<typeof english> = {
  slug: 'maintenance-repairs',
  path: '/services/maintenance-repairs',
  title: 'Mantenimiento y reparaciones',
  summary:
    'Servicio de generadores y bombas contra incendios, reparación de accesorios, planes de mantenimiento programado y reparaciones de emergencia 24/7.',
  intro:
    'El generador sin mantenimiento es el que falla en plena tormenta. Mantenemos y reparamos todas las marcas principales, y contestamos el teléfono a cualquier hora cuando usted se queda sin luz.',
  metaDescription:
    'Mantenimiento y reparación de generadores y bombas contra incendios en Florida: reparación de interruptores de transferencia, administración de carga, bancos de baterías y protectores contra sobretensiones, planes de mantenimiento y reparaciones de emergencia 24/7.',
  groups: [
    {
      title: 'Generadores',
      items: [
        {
          name: 'Mantenimiento preventivo de generadores',
          description:
            'Aceite, filtros, bujías, refrigerante, correas y mangueras, prueba de batería y revisión completa de funcionamiento, con la frecuencia que exige el fabricante.',
        },
        {
          name: 'Diagnóstico y reparación de generadores',
          description:
            'Técnicos capacitados por el fabricante encuentran y corrigen fallas de arranque, bajo voltaje, sobrecalentamiento y del controlador, con los repuestos comunes en la camioneta.',
        },
        {
          name: 'Pruebas con banco de carga',
          description:
            'Hacemos funcionar el generador a su carga nominal durante horas para demostrar que puede con su edificio y quemar los residuos (wet stacking) que deja el poco uso.',
        },
      ],
    },
    {
      title: 'Bombas contra incendios y sistemas de seguridad',
      items: [
        {
          name: 'Inspección y pruebas de bombas contra incendios',
          description:
            'Inspecciones semanales, mensuales y anuales y pruebas de flujo según NFPA 25, con los informes escritos que piden el jefe de bomberos y su aseguradora.',
        },
        {
          name: 'Reparación de bombas contra incendios',
          description:
            'Empaquetaduras, sellos, controladores, bombas jockey y motores diésel reparados con rapidez, para que su edificio nunca se quede mucho tiempo sin protección contra incendios.',
        },
      ],
    },
    {
      title: 'Administración de energía y accesorios',
      items: [
        {
          name: 'Mantenimiento y reparación de ATS',
          description:
            'Inspección de contactos, limpieza y revisión de tiempos de los interruptores de transferencia automáticos, además de reparación de controladores y solenoides.',
        },
        {
          name: 'Reparación de administración de carga',
          description:
            'Diagnóstico de módulos de desconexión de carga y circuitos inteligentes que ya no desconectan o reconectan bien los electrodomésticos.',
        },
        {
          name: 'Servicio de bancos de baterías',
          description:
            'Prueba y reemplazo de baterías de arranque, cargadores y bancos de baterías, la causa más común de que un generador no arranque.',
        },
        {
          name: 'Reparación de protectores contra sobretensiones',
          description:
            'Inspección después de las tormentas eléctricas y reemplazo de los módulos de protección gastados antes del próximo rayo.',
        },
      ],
    },
    {
      title: 'Planes de mantenimiento',
      items: [
        {
          name: 'Planes de mantenimiento programado',
          description:
            'Visitas anuales o semestrales que programamos por usted antes de la temporada de huracanes, con prioridad en la agenda y un registro de servicio para su garantía.',
        },
        {
          name: 'Reparaciones de emergencia 24/7',
          description:
            'De día o de noche, fines de semana y feriados: llámenos si su generador falla durante un apagón y le enviamos un técnico.',
        },
      ],
    },
  ],
};
