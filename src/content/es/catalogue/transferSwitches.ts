import * as english from '../../catalogue/transferSwitches';
import type { Translation } from '../../translation';
import { translateItems } from './translateItems';

// Los interruptores de transferencia en español (issue 39): marcas, cifras e imágenes del módulo inglés.

export const transferSwitches = translateItems(english.transferSwitches, {
  'transfer-switch-commercial': {
    name: 'Interruptores de transferencia comerciales',
    description:
      'Interruptores de transferencia automáticos de 100 a 4,000 A para negocios e instalaciones industriales: aptos para la acometida del servicio, de transición abierta o cerrada, y modelos con bypass y aislamiento a los que se da mantenimiento sin cortar la energía.',
    alt: 'Un gabinete de piso de interruptor de transferencia comercial, con dos puertas y luces de estado',
  },
  'transfer-switch-residential': {
    name: 'Interruptores de transferencia residenciales',
    description:
      'Interruptores de transferencia automáticos y manuales de 100 a 400 A para el hogar: arrancan su generador, pasan la carga en segundos y evitan que la energía del generador llegue a las líneas de la compañía eléctrica.',
    alt: 'Un interruptor de transferencia residencial montado en la pared, con ventana de inspección y una luz de estado',
  },
}) satisfies Translation<typeof english.transferSwitches>;
