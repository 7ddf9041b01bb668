import type * as english from '../testimonials';
import type { Translation } from '../translation';

// Las opiniones de clientes de la página de inicio, traducidas del inglés (issue 39). Los nombres y los
// pueblos no cambian. La página dice que son traducciones (testimonialsIntro.intro en es/home.ts).
// PLACEHOLDER, como las originales: se reemplazan por opiniones reales que los clientes acepten publicar,
// y su traducción se publica presentada como tal (o con el visto bueno del cliente).

export const testimonialRows: Translation<typeof english.testimonialRows> = [
  [
    {
      name: 'Maria Delgado',
      town: 'Winter Park, FL',
      text: 'Nos quedamos sin luz cuatro días después del último huracán y ni lo notamos. El generador de respaldo arrancó en segundos y mantuvo toda la casa, aire acondicionado incluido.',
    },
    {
      name: 'James Whitfield',
      town: 'Brandon, FL',
      text: 'Se encargaron del permiso, de la compañía de gas y de la inspección. Yo solo escogí dónde poner la base. El equipo dejó el patio más limpio de lo que lo encontró.',
    },
    {
      name: 'Denise Carter',
      town: 'Orange Park, FL',
      text: 'Mi mamá usa oxígeno en casa. Saber que el generador y el interruptor de transferencia se prueban cada año nos deja dormir tranquilas toda la temporada de tormentas.',
    },
    {
      name: 'Tom Nguyen',
      town: 'Kissimmee, FL',
      text: 'Las cámaras frigoríficas de nuestro restaurante guardan miles de dólares en mercancía. El plan de mantenimiento se pagó solo la primera vez que se fue la luz un sábado por la noche.',
    },
    {
      name: 'Rachel Simmons',
      town: 'St. Petersburg, FL',
      text: 'Un consejo honesto: nos dijeron que un equipo más pequeño con un administrador de carga cubriría todo lo que necesitábamos, y así ha sido, en dos veranos de apagones.',
    },
  ],
  [
    {
      name: 'Luis Ortega',
      town: 'Lakeland, FL',
      text: 'Nuestra empacadora trabaja con horarios muy ajustados en temporada de cosecha. Su prueba con banco de carga encontró un problema de enfriamiento que nunca habríamos detectado hasta que fallara.',
    },
    {
      name: 'Karen Boyd',
      town: 'Jacksonville Beach, FL',
      text: 'Llamé a las 2 de la madrugada porque nuestro generador no arrancaba. Antes del amanecer ya había un técnico aquí con la pieza en su camioneta.',
    },
    {
      name: 'Marcus Reed',
      town: 'Sanford, FL',
      text: 'Como administrador de instalaciones necesito documentación que satisfaga al jefe de bomberos. Sus informes de bombas contra incendios llegan claros, a tiempo y completos cada año.',
    },
    {
      name: 'Priya Raman',
      town: 'Clearwater, FL',
      text: 'Compararon tres marcas con nosotros y nos explicaron las opciones de combustible sin ninguna presión. El estimado coincidió con la factura final.',
    },
    {
      name: 'Greg Holloway',
      town: 'St. Augustine, FL',
      text: 'Nuestro viejo generador portátil y las extensiones eran un peligro. Ahora un interruptor de transferencia manual alimenta lo esencial de forma segura, y nos enseñaron a usarlo.',
    },
  ],
];
