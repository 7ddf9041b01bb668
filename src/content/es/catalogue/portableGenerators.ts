import { GENERATOR_BRAND } from '../../catalogue/brands';
import * as english from '../../catalogue/portableGenerators';
import type { Translation } from '../../translation';
import { type ItemTexts, translateItems } from './translateItems';

// Los generadores portátiles en español (issue 39). Modelos, cifras, marca e imágenes son los del módulo
// inglés. El nombre en español es el nombre completo: el tipo va después del sustantivo y el modelo al final.

function texts(kind: string, model: string, description: string): ItemTexts {
  return {
    name: `${kind} ${model}`,
    description,
    alt: `${kind} ${GENERATOR_BRAND} ${model}`,
  };
}

export const portableGenerators = translateItems(english.portableGenerators, {
  'portable-dx6500': texts(
    'Generador diésel portátil',
    'DX 6500',
    '6,500 vatios de funcionamiento de un motor diésel enfriado por aire con arranque eléctrico. Funciona unas 14 horas con su tanque de 4 galones a media carga; ideal para fincas y campamentos lejos de una gasolinera.',
  ),
  'portable-dx10000': texts(
    'Generador diésel portátil',
    'DX 10000',
    'Generador diésel de 10,000 vatios con armazón de acero y kit de ruedas, un tomacorriente de 240 V con traba giratoria (twist-lock) para la entrada de un interruptor de transferencia y un horómetro que le avisa cuándo toca el mantenimiento.',
  ),
  'portable-gx3600': texts(
    'Generador a gasolina portátil',
    'GX 3600',
    'Un generador a gasolina compacto de 3,600 vatios que mantiene funcionando el refrigerador, un aire acondicionado de ventana y los cargadores de teléfono; arranque manual de cuerda y asas plegables para guardarlo con facilidad.',
  ),
  'portable-gx9500': texts(
    'Generador a gasolina portátil',
    'GX 9500',
    '9,500 vatios de funcionamiento con arranque por botón, sensor de CO con apagado automático y un tomacorriente de 30 A: suficiente para la bomba del pozo y la manejadora del aire central durante una tormenta.',
  ),
  'portable-px4500': texts(
    'Generador a propano portátil',
    'PX 4500',
    'Funciona con un cilindro de propano estándar de 20 lb, así que no hay gasolina que se eche a perder entre una temporada de huracanes y la siguiente. Lo bastante silencioso para un campamento: 64 dB.',
  ),
  'portable-px8000': texts(
    'Generador a propano portátil',
    'PX 8000',
    'Un equipo de combustible dual de 8,000 vatios que pasa de propano a gasolina con una perilla; el propano, de combustión limpia, mantiene el carburador listo después de meses en el garaje.',
  ),
  'portable-ps1500': texts(
    'Estación de energía portátil',
    'PS 1500',
    'Una batería de litio de 1.5 kWh con un inversor de 1,800 W. Silenciosa y sin gases, segura en interiores para máquinas CPAP, laptops y luces, y recargable con paneles solares.',
  ),
  'portable-ps3600': texts(
    'Estación de energía portátil',
    'PS 3600',
    'Una batería de 3.6 kWh sobre ruedas con salida de 240 V y un puerto de expansión para una segunda batería; se recarga en el tomacorriente en dos horas, o en su carro de camino a casa.',
  ),
  'portable-wx12000': texts(
    'Generador portátil para obras',
    'WX 12000',
    'Hecho para contratistas: 12,000 vatios, tomacorrientes con protección GFCI, una jaula antivuelco de acero completa y llantas a prueba de pinchazos que se mueven bien por una obra llena de lodo.',
  ),
  'portable-wx20000': texts(
    'Generador portátil para obras de servicio pesado',
    'WX 20000',
    'Un generador diésel remolcable de 20 kW con cubierta insonorizada, tomacorrientes de 50 A y 30 A y un tanque para 24 horas, para mantener soldadoras, compresores y oficinas de obra funcionando todo el día.',
  ),
}) satisfies Translation<typeof english.portableGenerators>;
