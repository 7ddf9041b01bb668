import type * as english from '../privacyPolicy';
import type { Translation } from '../translation';
import { LEGAL_LANGUAGE_NOTE } from './legalLanguageNote';
import { site } from './site';

// La política de privacidad en español (issue 39): las mismas secciones, con los mismos anclajes, que la
// inglesa. PLACEHOLDER, como en inglés: el asesor legal de la empresa la revisa antes del lanzamiento. La
// versión en inglés prevalece (languageNote).

const company = site.companyName;

export const privacyPolicy: Translation<typeof english.privacyPolicy> = {
  title: 'Política de privacidad',
  description: `Cómo ${company} recopila, usa, guarda y protege la información personal que usted nos da a través de nuestro sitio web, y las opciones que tiene.`,
  intro: `Cómo ${company} recopila, usa y protege la información que usted nos da a través de este sitio web.`,
  lastUpdated: site.legalLastUpdated,
  languageNote: LEGAL_LANGUAGE_NOTE,
  sections: [
    {
      id: 'who-we-are',
      heading: 'Quiénes somos',
      blocks: [
        `${company} vende, instala y da servicio a generadores, bombas contra incendios, interruptores de transferencia y tanques de combustible en Florida. Esta política explica qué información personal recopilamos a través de este sitio web, para qué, cuánto tiempo la guardamos y qué opciones tiene usted. Se aplica solo al sitio web; el trabajo que hacemos en su propiedad también se rige por el contrato que usted firma con nosotros.`,
        `Este sitio web está dirigido a adultos. Debe tener ${site.minimumAge} años o más para crear una cuenta o enviarnos una solicitud, y no recopilamos a sabiendas información de menores de esa edad.`,
      ],
    },
    {
      id: 'information-we-collect',
      heading: 'Información que recopilamos',
      blocks: [
        'Recopilamos solo lo que usted escribe en nuestros formularios, además de los datos técnicos necesarios para que el sitio funcione de forma segura:',
        [
          'Solicitudes de estimado gratis: nombre y apellido, correo electrónico, número de teléfono, ciudad, el servicio que le interesa, cómo supo de nosotros y la descripción que agregue.',
          'Lista de consultas: los productos que agrega, la nota que escribe para cada uno y su nombre, correo electrónico y número de teléfono cuando envía la lista.',
          'Cuentas de cliente (opcionales): nombre y apellido, correo electrónico, nombre de usuario, contraseña (guardada solo como un hash seguro), una foto de perfil si la sube, los números de teléfono que guarde con su ciudad y tipo, y sus preferencias de notificaciones por correo electrónico.',
          'Seguridad de la cuenta: si activa la verificación en dos pasos, un secreto cifrado de la app de autenticación y códigos de recuperación de un solo uso guardados como hash; por cada sesión iniciada, la dirección IP, una ubicación aproximada obtenida de ella y la hora en que inició sesión, para que usted pueda revisar sus sesiones activas.',
          'Datos técnicos: dirección IP, tipo de navegador y las páginas solicitadas, registrados en los registros del servidor para mantener seguro el servicio y limitar los abusos.',
        ],
        'No pedimos datos de tarjetas de pago en este sitio web ni recopilamos información sensible como números de Seguro Social.',
      ],
    },
    {
      id: 'how-we-use-information',
      heading: 'Cómo usamos su información',
      blocks: [
        [
          'Para responder a su solicitud de estimado o a su consulta, programar una visita a domicilio y preparar una cotización.',
          'Para crear y proteger su cuenta, verificar su correo electrónico, restablecer una contraseña olvidada y mostrarle sus sesiones activas.',
          'Para enviarle los correos electrónicos que pidió: códigos de verificación, enlaces para restablecer la contraseña, confirmaciones de sus solicitudes y las notificaciones que haya activado en su configuración.',
          'Para prestar el servicio que reserve con nosotros, incluido el registro de la garantía con el fabricante del equipo que compre.',
          'Para proteger el sitio, a nuestros clientes y a nosotros mismos contra el fraude, el spam y el mal uso, y para cumplir nuestras obligaciones legales.',
        ],
        'No vendemos su información personal ni la compartimos con terceros para su propia publicidad.',
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies y almacenamiento del navegador',
      blocks: [
        'El sitio guarda algunos valores pequeños en cookies de su navegador. Son necesarios para las funciones que usted usa, solo se envían por conexiones seguras y caducan a los 30 días:',
        [
          'theme: si eligió el tema de color oscuro o el claro.',
          'InquiryList: los productos y las notas de su lista de consultas, para que no se pierdan al recargar la página.',
          'authUser y authToken: quién es usted y su token de inicio de sesión; se crean solo cuando inicia sesión y se borran cuando la cierra.',
          'isAccountSecurityOpen, isNotificationOpen y selectedSettingOption: qué parte del menú de Configuración tenía abierta, para que se vuelva a abrir donde la dejó.',
          'isTwoFAEnabled: un recordatorio de que la verificación en dos pasos está activada en su cuenta; se borra cuando la desactiva.',
          'lang: el idioma que eligió con el selector de idioma (English o Español), para que la página de inicio se abra en ese idioma la próxima vez; a diferencia de las demás, se guarda durante un año.',
        ],
        'Durante un inicio de sesión en dos pasos, el servidor también crea una cookie segura de corta duración que enlaza el paso de la contraseña con el paso del código. Los scripts no pueden leerla y caduca en pocos minutos.',
        'Puede borrar estas cookies cuando quiera en la configuración de su navegador; entonces se cerrará su sesión y se restablecerán su tema y su lista de consultas.',
      ],
    },
    {
      id: 'analytics',
      heading: 'Analítica',
      blocks: [
        'Cuando está activado, usamos Google Analytics 4 para contar las visitas a las páginas y saber cuáles son útiles. Google Analytics crea sus propias cookies (con nombres que empiezan por _ga) y recibe su dirección IP, los datos de su navegador y las páginas que visita. No le enviamos su nombre, correo electrónico, número de teléfono ni el contenido de los formularios.',
        'El sitio funciona perfectamente sin analítica. Puede bloquearla con una opción o una extensión del navegador, o desactivarla con el complemento de inhabilitación de Google Analytics para navegadores. Google explica cómo usa estos datos en su propia política de privacidad.',
      ],
    },
    {
      id: 'email',
      heading: 'Correo electrónico',
      blocks: [
        'Los correos de la cuenta (códigos de verificación, restablecimiento de contraseña y avisos de seguridad) forman parte del servicio y no se pueden desactivar mientras tenga una cuenta. Los correos de confirmación de consultas, solicitudes de estimado y cambios de número de teléfono se pueden activar o desactivar en Configuración, Notificaciones. No enviamos correos publicitarios sin su permiso, y cada correo publicitario que enviemos incluirá una forma de darse de baja, como exige la ley federal CAN-SPAM.',
      ],
    },
    {
      id: 'sharing',
      heading: 'Con quién compartimos información',
      blocks: [
        [
          'Proveedores de servicios que alojan el sitio web y la base de datos, entregan nuestros correos electrónicos y, cuando está activada, ofrecen la analítica, con contratos que limitan el uso de los datos a prestarnos ese servicio.',
          'Fabricantes de equipos, para registrar las garantías de los equipos que instalamos para usted.',
          'Compañías eléctricas y de gas, oficinas de permisos e inspectores, cuando un trabajo que usted reservó lo requiere.',
          'Las autoridades, cuando la ley lo exige o para proteger los derechos y la seguridad de nuestros clientes, nuestro personal y el público.',
        ],
      ],
    },
    {
      id: 'retention',
      heading: 'Cuánto tiempo guardamos la información',
      blocks: [
        [
          'Las sesiones iniciadas duran hasta 30 días y terminan antes si usted cierra sesión, cambia su contraseña o las revoca.',
          'Los códigos de verificación de correo electrónico y los enlaces para restablecer la contraseña caducan en cuestión de horas y después se borran.',
          'Las solicitudes de estimado y las consultas que no terminan en un trabajo se guardan hasta dos años, para poder dar seguimiento a su solicitud.',
          'Los registros de los trabajos que realizamos se guardan el tiempo que exijan las garantías, los planes de servicio y las normas fiscales y de licencias, normalmente hasta siete años.',
          'La información de la cuenta se guarda mientras la cuenta esté abierta. Cuando nos pide cerrarla, la borramos o la anonimizamos en un plazo de 30 días, salvo lo que la ley nos obligue a conservar.',
          'Los registros del servidor se guardan hasta 90 días.',
        ],
      ],
    },
    {
      id: 'security',
      heading: 'Cómo protegemos la información',
      blocks: [
        'El sitio se sirve por conexiones cifradas (HTTPS). Las contraseñas se guardan solo como hashes con sal mediante un algoritmo moderno, los tokens de inicio de sesión se guardan solo como hash y los secretos de la verificación en dos pasos se guardan cifrados. Usted puede activar la verificación en dos pasos y revisar o cerrar sus sesiones activas en cualquier momento. Dentro de la empresa, solo el personal que lo necesita tiene acceso a los datos de los clientes.',
        'Ningún sistema es perfectamente seguro. Si alguna vez una filtración de información personal le afecta, se lo notificaremos como exigen la Ley de Protección de la Información de Florida (Florida Information Protection Act, sección 501.171 de los Estatutos de Florida) y las demás leyes aplicables.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Sus derechos y opciones',
      blocks: [
        [
          'Ver, corregir y actualizar los datos de su cuenta en su página de Perfil, y sus números de teléfono y preferencias de notificaciones en Configuración.',
          'Pedirnos una copia de la información personal que tenemos sobre usted.',
          'Pedirnos que borremos su cuenta y su información personal, salvo los registros que la ley nos obligue a conservar.',
          'Retirar en cualquier momento su consentimiento para que lo contactemos sobre una solicitud de estimado.',
        ],
        `Para hacer una solicitud, escriba a ${site.email}. Confirmaremos su identidad y le responderemos en un plazo de 30 días. No le trataremos de forma distinta por ejercer estos derechos. Atendemos a clientes en Florida, y su información se guarda y se procesa en los Estados Unidos.`,
      ],
    },
    {
      id: 'changes',
      heading: 'Cambios en esta política',
      blocks: [
        'Si cambiamos esta política, publicaremos aquí la nueva versión con una nueva fecha de "última actualización". Si un cambio afecta de forma importante al uso de la información que ya nos dio, también se lo diremos por correo electrónico o en el sitio antes de que entre en vigor.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contáctenos',
      blocks: [
        `Preguntas sobre esta política o sobre su información: ${site.email}, o llame al ${site.phone.display}.`,
      ],
    },
  ],
};
