import { site } from '../site';

/** "Orlando, Tampa and Jacksonville", from the site facts, for sentences about where we work. */
export function serviceArea(): string {
  const cities = [...site.cities];
  const last = cities.pop();
  return cities.length > 0 ? `${cities.join(', ')} and ${last}` : (last ?? '');
}
