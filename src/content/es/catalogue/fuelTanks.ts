import * as english from '../../catalogue/fuelTanks';
import type { Translation } from '../../translation';
import { translateItems } from './translateItems';

// Los tanques de combustible en español (issue 39): marca, cifras e imagen del módulo inglés.

export const fuelTanks = translateItems(english.fuelTanks, {
  'fuel-tanks': {
    name: 'Tanques de combustible',
    description:
      'Tanques de propano y diésel para uso residencial, comercial, industrial y agrícola: sobre el suelo o subterráneos, de pared simple o doble, de 120 a 2,000 galones, entregados, colocados y conectados por nuestro equipo.',
    alt: 'Un tanque de combustible horizontal blanco sobre soportes de acero, con indicador de nivel y válvulas',
  },
}) satisfies Translation<typeof english.fuelTanks>;
