import type { installations as english } from '../../../catalogue/services/installations';
import type { Translation } from '../../../translation';

export const installations: Translation<typeof english> = {
  slug: 'installations',
  path: '/services/installations',
  title: 'Instalaciones',
  summary:
    'Generadores residenciales, comerciales, industriales, agrícolas y portátiles, con interruptores de transferencia y todos sus accesorios.',
  intro:
    'Desde la inspección del lugar y los permisos hasta la prueba de carga final, nuestros técnicos con licencia instalan generadores y los equipos de administración de energía que los hacen encender solos.',
  metaDescription:
    'Instalación de generadores en Florida: generadores residenciales, comerciales, industriales, agrícolas y portátiles, interruptores de transferencia, administración de carga, tanques de combustible y protección contra sobretensiones.',
  groups: [
    {
      title: 'Generadores',
      items: [
        {
          name: 'Generadores residenciales',
          description:
            'Generadores de respaldo para el hogar calculados según su panel eléctrico y sus electrodomésticos, sobre una base resistente a huracanes, con permiso e inspección, y conectados a su suministro de gas natural o propano.',
        },
        {
          name: 'Generadores comerciales',
          description:
            'Energía de respaldo para oficinas, restaurantes, clínicas y tiendas, para que la refrigeración, las cajas registradoras, la seguridad y la iluminación sigan funcionando durante un apagón.',
        },
        {
          name: 'Generadores industriales',
          description:
            'Equipos diésel y a gas desde 100 kW, en paralelo y sistemas de emergencia NFPA 110 para plantas, almacenes, cuartos de datos y tratamiento de agua.',
        },
        {
          name: 'Generadores agrícolas',
          description:
            'Respaldo para bombas de pozo, riego, ventilación de establos, salas de ordeño y cámaras frías, incluidas opciones accionadas por toma de fuerza (PTO) y montadas en remolque para campos remotos.',
        },
        {
          name: 'Generadores portátiles',
          description:
            'Una caja de conexión y un kit de enclavamiento para que un generador portátil alimente de forma segura los circuitos que usted elija, sin extensiones por la ventana.',
        },
      ],
    },
    {
      title: 'Administración de energía y accesorios',
      items: [
        {
          name: 'Interruptores de transferencia automáticos (ATS)',
          description:
            'Interruptores que detectan un apagón, arrancan el generador y pasan su carga en segundos, y la devuelven a la compañía eléctrica cuando vuelve la luz.',
        },
        {
          name: 'Administración de carga',
          description:
            'Módulos de desconexión de carga que escalonan los aires acondicionados y los electrodomésticos grandes, para que un generador más pequeño pueda mantener toda la casa con seguridad.',
        },
        {
          name: 'Cubiertas para generadores',
          description:
            'Cubiertas contra la intemperie y el ruido, clasificadas para los vientos de Florida y el aire salino, en aluminio o acero galvanizado.',
        },
        {
          name: 'Monitoreo remoto',
          description:
            'Monitoreo por celular o Wi-Fi que informa de las pruebas automáticas, las fallas y el combustible bajo a su teléfono y a nuestro equipo de servicio.',
        },
        {
          name: 'Instalación de tanques y líneas de combustible',
          description:
            'Tanques de propano o diésel sobre tierra y subterráneos, y líneas de gas que cumplen el código, calculados para que el generador funcione durante un apagón largo.',
        },
        {
          name: 'Protección contra sobretensiones',
          description:
            'Protectores contra sobretensiones para todo el edificio en la acometida, que cuidan los equipos electrónicos de los rayos y de los picos cuando regresa la luz.',
        },
      ],
    },
  ],
};
