// PLACEHOLDER: manufacturer names invented for the launch content; the company replaces them with the
// brands it actually sells (README, content to replace). SPEC: the generator pages carry one brand.

/** The one manufacturer of the portable and standby generator pages. */
export const GENERATOR_BRAND = 'Voltaris';

/** Transfer switches come from two makers, so the Brand filter has a real choice there. */
export const SWITCH_BRANDS = { commercial: 'Voltaris', residential: 'Corvane' } as const;

export const FUEL_TANK_BRAND = 'Tidewell';
