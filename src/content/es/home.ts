import type * as english from '../home';
import { site } from '../site';
import type { Translation } from '../translation';

// La página de inicio en español (issue 39): los mismos datos que src/content/home.ts (iconos, enlaces),
// con los textos traducidos para los propietarios de viviendas de Florida.

export const homeMeta: Translation<typeof english.homeMeta> = {
  title: `${site.companyName} · Venta, instalación y servicio de generadores en Florida`,
  description: `Generadores de respaldo para el hogar, comerciales y portátiles, bombas contra incendios, interruptores de transferencia y tanques de combustible, instalados y mantenidos en ${site.cities.join(', ')}, FL. Estimados gratis.`,
};

export const hero: Translation<typeof english.hero> = {
  eyebrow: `Servimos a ${site.cities.join(', ')} · ${site.state}`,
  title: 'Energía de respaldo que arranca cuando llega la tormenta',
  intro:
    'Calculamos, instalamos y mantenemos generadores de respaldo y portátiles, bombas contra incendios, interruptores de transferencia y tanques de combustible para hogares, negocios, fincas e instalaciones industriales en toda Florida, para que las luces, el aire acondicionado y la bomba de achique sigan funcionando cuando falla la red eléctrica.',
  primaryAction: { label: 'Pida un estimado gratis', to: '#estimate' },
  secondaryAction: { label: 'Ver servicios', to: '/services' },
};

export const valueHighlights: Translation<typeof english.valueHighlights> = [
  {
    icon: 'bolt',
    title: 'Confiabilidad',
    text: 'Sistemas calculados según su consumo, de fabricantes probados, instalados según el código y probados con carga antes de entregárselos.',
  },
  {
    icon: 'clock',
    title: 'Disponibilidad',
    text: 'Técnicos con base en Orlando, Tampa y Jacksonville, con reparaciones de emergencia a toda hora, en temporada de huracanes y todo el año.',
  },
  {
    icon: 'tool',
    title: 'Servicio garantizado',
    text: 'Cada equipo que instalamos es uno al que le podemos dar servicio: repuestos en inventario, técnicos capacitados por el fabricante y planes de mantenimiento que lo mantienen listo.',
  },
];

export const estimateIntro: Translation<typeof english.estimateIntro> = {
  heading: 'Solicite un estimado gratis',
  text: 'Cuéntenos sobre su casa o su propiedad y qué necesita mantener encendido. Un técnico local lo llamará en un día hábil para conversarlo y programar una visita gratis. Sin compromiso y sin presiones de precios por internet.',
};

export const whyChooseUs: Translation<typeof english.whyChooseUs> = {
  heading: 'Por qué elegirnos',
  intro: 'El clima de Florida no espera el momento oportuno, y nosotros tampoco.',
  cards: [
    {
      icon: 'shield',
      title: 'Servicio confiable',
      text: 'Electricistas con licencia y técnicos de generadores capacitados por el fabricante hacen cada trabajo. Sacamos los permisos, coordinamos con el proveedor de gas o combustible y pasamos la inspección antes de irnos.',
    },
    {
      icon: 'bolt',
      title: 'Seguridad y tranquilidad',
      text: 'Los interruptores de transferencia automáticos evitan que su generador devuelva corriente a la red, y los equipos bien ubicados mantienen los gases de escape lejos de puertas y ventanas. Usted tiene electricidad sin los riesgos de las extensiones.',
    },
    {
      icon: 'headset',
      title: 'Atención 24/7',
      text: `Los apagones llegan un domingo a las 3 de la madrugada. Nuestra línea de emergencias, ${site.phone.display}, atiende a toda hora, y los clientes con plan de mantenimiento pasan al frente de la fila.`,
    },
  ],
};

export const servicesShowcase: Translation<typeof english.servicesShowcase> = {
  heading: 'Lo que hacemos',
  intro:
    'Desde el generador de respaldo de una casa hasta la bomba contra incendios que protege un almacén, nos encargamos de todo el trabajo.',
  items: [
    {
      icon: 'flame',
      title: 'Bombas contra incendios',
      text: 'Pruebas semanales sin flujo, pruebas anuales de flujo y mantenimiento preventivo de bombas contra incendios diésel y eléctricas según NFPA 25, con la documentación que pide el jefe de bomberos.',
      to: '/services/firepumps',
      action: 'Servicio de bombas',
    },
    {
      icon: 'plug',
      title: 'Instalación',
      text: 'Inspección del lugar, cálculo de carga, permisos, base de concreto, línea de gas o combustible, interruptor de transferencia y puesta en marcha: un equipo, un calendario, una sola persona de contacto.',
      to: '/services/installations',
      action: 'Servicios de instalación',
    },
    {
      icon: 'gauge',
      title: 'Banco de carga',
      text: 'La prueba con banco de carga demuestra que un generador puede sostener su carga nominal durante horas, quema los residuos de combustible (wet stacking) de los diésel poco usados y cumple NFPA 110 para instalaciones críticas.',
      to: '/services/maintenance-repairs',
      action: 'Pruebas de carga',
    },
    {
      icon: 'calendar',
      title: 'Mantenimiento preventivo',
      text: 'Cambios de aceite y filtros, revisión de batería y refrigerante, revisión de los ciclos de prueba y actualizaciones de firmware con calendario fijo, para que su generador arranque el día que lo necesite.',
      to: '/services/maintenance-repairs',
      action: 'Planes de mantenimiento',
    },
  ],
};

export const testimonialsIntro: Translation<typeof english.testimonialsIntro> = {
  heading: 'Lo que dicen nuestros clientes en Florida',
  intro:
    'Propietarios de viviendas, dueños de negocios y administradores de instalaciones de nuestras tres zonas de servicio. Sus opiniones fueron escritas en inglés; aquí las presentamos traducidas.',
};
