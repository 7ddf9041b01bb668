import type { serviceArea as english } from '../../catalogue/serviceArea';
import { site } from '../../site';
import type { Translation } from '../../translation';

/** "Orlando, Tampa y Jacksonville", de los datos de la empresa, para las frases sobre dónde trabajamos. */
export const serviceArea: Translation<typeof english> = () => {
  const cities = [...site.cities];
  const last = cities.pop();
  return cities.length > 0 ? `${cities.join(', ')} y ${last}` : (last ?? '');
};
