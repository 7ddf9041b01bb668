import type { firepumps as english } from '../../../catalogue/services/firepumps';
import type { Translation } from '../../../translation';
import { serviceArea } from '../serviceArea';

export const firepumps: Translation<typeof english> = {
  slug: 'firepumps',
  path: '/services/firepumps',
  title: 'Bombas contra incendios',
  summary:
    'Mantenimiento preventivo que mantiene las bombas contra incendios listas para el momento en que se necesitan.',
  intro:
    'Una bomba contra incendios pasa años sin usarse y luego tiene que funcionar a la primera. Nuestro mantenimiento preventivo la mantiene lista y mantiene su edificio en cumplimiento.',
  metaDescription: `Mantenimiento preventivo de bombas contra incendios en Florida: inspección según NFPA 25, pruebas sin flujo y de flujo, y cuidado de bombas contra incendios eléctricas y diésel en ${serviceArea()}.`,
  groups: [
    {
      title: 'Bombas contra incendios',
      items: [
        {
          name: 'Mantenimiento preventivo',
          description:
            'Pruebas programadas sin flujo, pruebas anuales de flujo, revisión de empaquetaduras y cojinetes, servicio del controlador y del motor diésel, todo documentado según NFPA 25 para el jefe de bomberos y su aseguradora.',
        },
      ],
    },
  ],
};
