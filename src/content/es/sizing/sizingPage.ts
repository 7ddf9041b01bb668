import { sizingPage as english } from '../../sizing/sizingPage';
import type { Translation } from '../../translation';

// The sizing guide's page in Spanish (issue 39), for Florida homeowners. The address and the pages that
// link to it are the English module's (the router puts /es in front). TO BE REVIEWED by a native speaker at
// the company, like the English content.

export const sizingPage: Translation<typeof english> = {
  path: english.path,
  title: '¿De qué tamaño necesito el generador?',
  eyebrow: 'Guía de tamaño del generador',
  intro:
    'Responda unas preguntas sobre su casa y lo que debe seguir funcionando. En unos dos minutos obtiene el tamaño recomendado en kW, las razones y el generador y el interruptor de transferencia que le corresponden.',
  description:
    'Guía gratis para calcular el tamaño del generador de una casa en Florida: las toneladas del aire central, la bomba de pozo y los electrodomésticos dan el tamaño recomendado del generador de respaldo en kW y el interruptor de transferencia adecuado.',
  linkText: '¿De qué tamaño necesito el generador? Pruebe nuestra guía',
  linkDescription:
    'Aire central, bomba de pozo, electrodomésticos: en dos minutos, el tamaño recomendado en kW y el interruptor de transferencia adecuado.',
  linkedFrom: english.linkedFrom,
  steps: {
    home: { title: 'Su casa', intro: 'Su tamaño, el combustible que tiene y su servicio eléctrico.' },
    cooling: {
      title: 'Aire acondicionado y calefacción',
      intro:
        'El aire central es la carga más grande de una casa en Florida: consume unos 1.3 kW por tonelada y, por un momento, necesita unas tres veces eso para arrancar. Las toneladas están en la etiqueta de la unidad exterior (un número de modelo con 24 son 2 toneladas, con 36 son 3 y con 60 son 5).',
    },
    loads: {
      title: 'Lo que debe seguir funcionando',
      intro: 'Marque lo que quiere con electricidad durante un apagón.',
    },
    coverage: {
      title: 'Qué parte de la casa',
      intro: 'Todo, o solo los circuitos más importantes.',
    },
    result: { title: 'Su tamaño recomendado', intro: '' },
  },
  coverage: {
    essentials:
      'Un panel pequeño con los circuitos que importan: refrigerador, bombas, luces, equipo médico y un aire acondicionado.',
    wholeHome: 'Todo lo de la casa, como en un día normal.',
    loadManagement:
      'Las cargas grandes (aires acondicionados, calentador de agua, estufa, secadora, bomba de la piscina, cargador del carro eléctrico) se turnan, así que un generador más pequeño puede con toda la casa.',
  },
  assumptions: [
    'Los vatios en marcha son cifras típicas de cada aparato, según las guías de vatios de los fabricantes de generadores; sus aparatos pueden consumir más o menos.',
    'El generador debe aguantar todo lo que funciona a la vez más el arranque del motor más grande, y trabajar a no más del 80 % de su capacidad durante horas.',
    'Un aire acondicionado enfría o calienta, nunca las dos cosas a la vez: cada unidad cuenta lo mayor entre su compresor y su calefacción eléctrica.',
    'Las luces y los tomacorrientes se cuentan a 1 W por pie cuadrado, más o menos, para toda la casa, y la mitad en un panel de lo esencial.',
  ],
  naturalGas:
    'Con gas natural un generador da cerca de un 8 % menos que con propano; el tamaño ya lo tiene en cuenta.',
  estimateNote:
    'Esto es un cálculo aproximado. Antes de darle un precio, un técnico revisa gratis su panel, las placas de sus aires acondicionados y dónde se puede poner el generador.',
  siteVisit:
    'Su casa necesita más que nuestro generador de respaldo residencial más grande (26 kW). Eso requiere una unidad de tamaño comercial o un sistema dividido, y una visita al sitio antes de poder darle un precio. Solicite un estimado gratis y vamos a verla.',
  unreviewed: 'Nuestros electricistas con licencia están revisando las cifras de esta guía.',
};
