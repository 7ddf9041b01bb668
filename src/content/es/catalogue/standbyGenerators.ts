import { GENERATOR_BRAND } from '../../catalogue/brands';
import * as english from '../../catalogue/standbyGenerators';
import type { Translation } from '../../translation';
import { type ItemTexts, translateItems } from './translateItems';

// Los generadores de respaldo en español (issue 39). Modelos, cifras, marca e imágenes son los del módulo
// inglés. El nombre en español es el nombre completo: el tipo va después del sustantivo y el modelo al final.

function texts(kind: string, model: string, description: string): ItemTexts {
  return {
    name: `${kind} ${model}`,
    description,
    alt: `${kind} ${GENERATOR_BRAND} ${model}, instalado de forma permanente`,
  };
}

export const standbyGenerators = translateItems(english.standbyGenerators, {
  'standby-sd30': texts(
    'Generador diésel de respaldo',
    'SD 30',
    'Un generador diésel de 30 kW enfriado por líquido, con tanque de combustible en la base para 48 horas a media carga. Pensado para casas grandes, clínicas y pequeños negocios que necesitan energía durante días.',
  ),
  'standby-sd60': texts(
    'Generador diésel de respaldo',
    'SD 60',
    '60 kW de energía trifásica o monofásica en una cabina insonorizada de nivel 2, construido según la norma NFPA 110 para cargas de seguridad humana en edificios comerciales.',
  ),
  'standby-sg12': texts(
    'Generador a gasolina de respaldo',
    'SG 12',
    'Un equipo a gasolina de 12 kW instalado de forma permanente, con tanque integrado de 25 galones, para casas sin gas natural ni espacio para un tanque de propano.',
  ),
  'standby-sg20': texts(
    'Generador a gasolina de respaldo',
    'SG 20',
    '20 kW con arranque automático, autoprueba semanal y un sistema estabilizador que mantiene en buen estado la gasolina almacenada durante toda la temporada de huracanes.',
  ),
  'standby-sp14': texts(
    'Generador a propano de respaldo',
    'SP 14',
    'Un generador de respaldo para el hogar de 14 kW, enfriado por aire, a propano o gas natural; alimenta los circuitos esenciales y arranca a los pocos segundos de un apagón.',
  ),
  'standby-sp26': texts(
    'Generador a propano de respaldo',
    'SP 26',
    '26 kW, suficiente para toda una casa con dos aires acondicionados si se combina con gestión de carga; su cabina de aluminio no se oxida con el salitre.',
  ),
  'standby-hb13': texts(
    'Estación de energía de respaldo',
    'HB 13',
    'Una batería doméstica de 13.5 kWh montada en la pared que toma el relevo en silencio en milisegundos, mantiene encendidos las luces, el Wi-Fi y el refrigerador, y se recarga con los paneles solares del techo.',
  ),
  'standby-hb27': texts(
    'Estación de energía de respaldo',
    'HB 27',
    'Dos módulos de batería apilados para 27 kWh de almacenamiento y 11.5 kW de salida, capaces de arrancar un aire acondicionado central con su kit de arranque suave.',
  ),
  'standby-mw45': texts(
    'Generador de respaldo para obras',
    'MW 45',
    'Un generador diésel de 45 kW montado en remolque que se conecta al edificio mediante una estación de acoplamiento: energía de respaldo para lugares donde no cabe un equipo permanente.',
  ),
  'standby-mw100': texts(
    'Generador de respaldo para obras de servicio pesado',
    'MW 100',
    'Planta de energía remolcable de 100 kW con tanque de combustible de doble pared, conexiones camlock y arranque remoto, para obras de construcción, eventos y la recuperación después de una tormenta.',
  ),
}) satisfies Translation<typeof english.standbyGenerators>;
