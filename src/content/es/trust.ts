import type { Translation } from '../translation';
import type * as english from '../trust';

// Los textos de confianza de /about y /locations en español (issue 39).
// PLACEHOLDER, como en inglés: la empresa reemplaza cada valor por el real antes del lanzamiento.

export const trustDetails: Translation<typeof english.trustDetails> = {
  insurance:
    'Totalmente asegurados: $2 millones de responsabilidad civil general y seguro de compensación laboral para cada miembro del equipo.',
  certifications: [
    'Capacitados y certificados por Voltaris y Corvane',
    'Inspección y pruebas de bombas contra incendios según NFPA 25',
    'Técnicos de generadores certificados por EGSA',
  ],
  warranty:
    'Hasta 10 años de garantía del fabricante en los generadores de respaldo que instalamos y registramos, más 2 años en nuestra mano de obra.',
  financing:
    'Financiamiento para compradores que califiquen a través de una entidad financiera externa, con pagos mensuales; pregúntenos por las condiciones actuales.',
};
