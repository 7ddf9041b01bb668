import * as english from '../about';
import { site } from '../site';
import type { Translation } from '../translation';

// /about y /about/our-story en español (issue 39). Los recorridos de las tormentas son los del módulo
// inglés. PLACEHOLDER, como en inglés: la empresa revisa los detalles de la historia antes del lanzamiento.

const cities = `${site.cities.slice(0, -1).join(', ')} y ${site.cities.at(-1)}`;

export const aboutPage: Translation<typeof english.aboutPage> = {
  title: `Sobre ${site.companyName}`,
  description: `Quiénes somos en ${site.companyName}: una empresa de Florida que vende generadores y les da servicio en hogares, negocios, industrias y fincas, y los valores detrás de cada trabajo.`,
  intro: `Una empresa de Florida que vende, instala y da servicio a generadores, bombas contra incendios, interruptores de transferencia y tanques de combustible para hogares, negocios, industrias y fincas en ${cities}.`,
  whoWeAre: {
    heading: 'Quiénes somos',
    paragraphs: [
      'Somos un equipo de electricistas con licencia, técnicos de generadores y coordinadores de proyectos que vivimos en el mismo camino de las tormentas que nuestros clientes. Cuando un huracán o un aguacero de verano tumba la red eléctrica, nuestras familias también se quedan a oscuras, y eso marca nuestra forma de trabajar.',
      `Tenemos tres bases, en ${cities}, cada una con sus propios equipos, camionetas de servicio y repuestos, así que las personas que instalan su sistema son las mismas que le dan mantenimiento y le responden cuando necesita ayuda.`,
    ],
  },
  whatWeDo: {
    heading: 'Lo que hacemos',
    paragraphs: [
      'Vendemos e instalamos generadores de respaldo y portátiles para el hogar, grupos electrógenos comerciales e industriales, interruptores de transferencia automáticos y manuales, administración de carga, tanques de combustible y los accesorios que lo conectan todo.',
      'Mantenemos y reparamos lo que instalamos y lo que instalaron otros: planes de mantenimiento programado, pruebas con banco de carga, inspección y pruebas de bombas contra incendios y reparaciones de emergencia 24/7. Todo estimado empieza con una visita gratis.',
    ],
  },
  values: {
    heading: 'Lo que nos define',
    items: [
      {
        title: 'Respuestas claras',
        text: 'Calculamos el sistema según lo que usted realmente necesita mantener encendido, le explicamos las ventajas y desventajas, y se lo damos por escrito. Si un equipo más pequeño le sirve, se lo decimos.',
      },
      {
        title: 'La seguridad primero',
        text: 'Permisos, inspecciones, distancias correctas e interruptores de transferencia en cada trabajo. Un generador nunca debe poner en riesgo a su familia ni a un trabajador de la compañía eléctrica.',
      },
      {
        title: 'Presentes cuando importa',
        text: 'Las tormentas no respetan horarios de oficina. Nuestra línea de emergencias atiende a toda hora y nuestras camionetas se abastecen antes de cada temporada de huracanes.',
      },
      {
        title: 'Locales y responsables',
        text: 'Equipos de Florida, proveedores de Florida y un nombre al que puede llamar. Respaldamos nuestro trabajo mucho después de la instalación.',
      },
    ],
  },
  cta: {
    heading: 'Listos para la próxima tormenta',
    text: 'Reserve una visita y un estimado gratis, o llámenos para conversar sobre lo que necesita mantener encendido.',
    estimateLabel: 'Estimado gratis',
    storyLabel: 'Nuestra historia',
  },
};

const MONTHS: Record<string, string> = { August: 'agosto', September: 'septiembre' };

export const ourStory: Translation<typeof english.ourStory> = {
  title: 'Nuestra historia',
  description: `Por qué existe ${site.companyName}: un fundador que quería que las familias y los negocios de Florida tuvieran tranquilidad cuando las tormentas cortan la luz.`,
  intro:
    'Nuestro fundador creó la empresa para dar tranquilidad a las familias y los negocios de Florida cuando las tormentas cortan la luz.',
  sections: [
    {
      heading: 'Tres huracanes en seis semanas',
      paragraphs: [
        'A finales del verano de 2004, Charley, Frances y Jeanne cruzaron el centro de Florida uno tras otro. Nuestro fundador era entonces un electricista joven que de día trabajaba en la restauración del servicio después de las tormentas y de noche volvía a una calle sin luz.',
        'Lo que más lo marcó no fueron los cables caídos sino las personas: un vecino que mantenía su concentrador de oxígeno con un generador portátil prestado en el porche, una familia que dormía en el carro para tener aire acondicionado, un pequeño bodeguero que tuvo que tirar una semana de mercancía. La mayor parte del daño no lo causó el viento. Lo causaron los días sin electricidad.',
      ],
    },
    {
      heading: 'Tranquilidad, no solo una máquina',
      paragraphs: [
        'Vio generadores instalados a la carrera que no podían con la casa, equipos sin interruptor de transferencia que devolvían corriente a las líneas en las que él trabajaba, y máquinas que llevaban años sin probarse y no arrancaban cuando por fin se necesitaban.',
        'Así que se propuso crear una empresa que hiciera las cosas bien: calcular el sistema según lo que una familia o un negocio realmente necesita, instalarlo de forma segura con el interruptor y los permisos correctos, y después mantenerlo listo, para que cuando llegue la próxima tormenta lo único que tenga que hacer el cliente sea esperar a que pase.',
      ],
    },
    {
      heading: 'Dónde estamos hoy',
      paragraphs: [
        `De una sola camioneta en Orlando pasamos a tener equipos en ${cities}, al servicio de hogares, negocios, fincas e instalaciones industriales. El objetivo no ha cambiado: cuando se cae la red, nuestros clientes deben sentir calma, no miedo.`,
        'Cada técnico que contratamos escucha esta misma historia en su primer día, y cada trabajo que hacemos se mide con ella.',
      ],
    },
  ],
  storms: english.ourStory.storms.map((storm) => ({ ...storm, month: MONTHS[storm.month] ?? storm.month })),
  cta: {
    heading: 'Permítanos ayudarle a prepararse',
    text: 'Una visita gratis es el primer paso para pasar el próximo apagón con comodidad.',
    estimateLabel: 'Estimado gratis',
    aboutLabel: 'Sobre nosotros',
  },
};
