import type { residential as english } from '../../../catalogue/services/residential';
import type { Translation } from '../../../translation';
import { serviceArea } from '../serviceArea';

export const residential: Translation<typeof english> = {
  slug: 'residential',
  path: '/services/residential',
  title: 'Residencial',
  summary:
    'Generadores de respaldo y portátiles, y los accesorios que una casa necesita para pasar un apagón.',
  intro:
    'Mantenga funcionando el aire acondicionado, el refrigerador, la bomba del pozo y los equipos médicos cuando una tormenta tumba la red eléctrica. Le ayudamos a escoger, instalar y cuidar el generador adecuado para su casa.',
  metaDescription: `Generadores para el hogar en ${serviceArea()}: generadores de respaldo residenciales y portátiles, interruptores de transferencia, protección contra sobretensiones y accesorios de respaldo para la casa.`,
  groups: [
    {
      title: 'Generadores',
      items: [
        {
          name: 'Generadores de respaldo residenciales',
          description:
            'Generadores instalados de forma permanente que arrancan solos segundos después de un apagón y funcionan con gas natural o propano durante días.',
        },
        {
          name: 'Generadores portátiles',
          description:
            'Ayuda para escoger un generador portátil y una conexión segura mediante una caja de conexión, para alimentar lo esencial sin extensiones por toda la casa.',
        },
      ],
    },
    {
      title: 'Accesorios',
      items: [
        {
          name: 'Interruptores de transferencia para el hogar',
          description:
            'Interruptores de transferencia automáticos o manuales que mantienen la energía del generador separada de las líneas de la compañía eléctrica y protegen a sus trabajadores.',
        },
        {
          name: 'Protección contra sobretensiones para toda la casa',
          description:
            'Un protector contra sobretensiones en su panel principal que cuida los electrodomésticos y los equipos electrónicos de los rayos y de los picos cuando regresa la luz.',
        },
        {
          name: 'Tanques de propano',
          description:
            'Tanques de propano sobre tierra o enterrados, calculados para varios días de funcionamiento del generador, instalados junto con la línea de gas.',
        },
      ],
    },
  ],
};
