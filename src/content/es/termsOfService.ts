import type * as english from '../termsOfService';
import type { Translation } from '../translation';
import { LEGAL_LANGUAGE_NOTE } from './legalLanguageNote';
import { site } from './site';

// Los términos del servicio en español (issue 39): las mismas secciones, con los mismos anclajes, que los
// ingleses. PLACEHOLDER, como en inglés: el asesor legal de la empresa los revisa antes del lanzamiento. La
// versión en inglés prevalece (languageNote).

const company = site.companyName;

export const termsOfService: Translation<typeof english.termsOfService> = {
  title: 'Términos del servicio',
  description: `Los términos para usar el sitio web de ${company}: cuentas, estimados, información de productos, instalaciones, responsabilidad y la ley de Florida que los rige.`,
  intro: `Los términos que se aplican cuando usted usa el sitio web de ${company}. Debe tener ${site.minimumAge} años o más para crear una cuenta.`,
  lastUpdated: site.legalLastUpdated,
  languageNote: LEGAL_LANGUAGE_NOTE,
  sections: [
    {
      id: 'agreement',
      heading: 'Aceptación de estos términos',
      blocks: [
        `Estos términos son un acuerdo entre usted y ${company} ("nosotros") sobre el uso de este sitio web. Al usar el sitio, usted los acepta. Si no está de acuerdo, le pedimos que no use el sitio. El trabajo que realizamos en su propiedad se rige por la propuesta o el contrato escrito que usted firme para ese trabajo; si contradice estos términos, prevalece el contrato firmado.`,
      ],
    },
    {
      id: 'eligibility',
      heading: 'Quién puede usar el sitio',
      blocks: [
        `Debe tener al menos ${site.minimumAge} años para crear una cuenta, solicitar un estimado o enviar una consulta. Al hacerlo, confirma que los tiene y que la información que nos da es correcta y le corresponde darla.`,
      ],
    },
    {
      id: 'accounts',
      heading: 'Su cuenta',
      blocks: [
        'La cuenta es opcional. Si crea una, no comparta su contraseña, use una contraseña que no use en otros sitios y considere activar la verificación en dos pasos. Usted es responsable de la actividad de su cuenta hasta que nos avise de que alguien más ha tenido acceso a ella. Podemos suspender o cerrar una cuenta que se use para incumplir estos términos o la ley.',
      ],
    },
    {
      id: 'estimates',
      heading: 'Los estimados no son cotizaciones vinculantes',
      blocks: [
        'Una solicitud de estimado gratis inicia una conversación; no es un pedido y no nos compromete a nada, ni a usted ni a nosotros. Cualquier cifra que le demos antes de inspeccionar el lugar es solo un estimado. Un precio vinculante solo se da en una propuesta por escrito después de inspeccionar su propiedad, y es válido durante el plazo que esta indique.',
        'No publicamos precios en este sitio web. La información de los productos, las imágenes y la disponibilidad son orientativas, pueden cambiar sin aviso y pueden diferir del equipo que finalmente se entregue, por ejemplo cuando un fabricante actualiza un modelo.',
      ],
    },
    {
      id: 'installations',
      heading: 'Instalaciones, permisos y condiciones del lugar',
      blocks: [
        'Toda instalación depende de una inspección del lugar y de los permisos y aprobaciones que requiera. En particular:',
        [
          'Los permisos e inspecciones que exigen el Código de Construcción de Florida (Florida Building Code) y las normas locales del condado o la ciudad deben obtenerse antes y después del trabajo.',
          'Es posible que las compañías eléctricas, de gas natural o de propano tengan que aprobar las conexiones o instalar medidores, según sus propios plazos.',
          'La aprobación de la asociación de propietarios (HOA) o del arrendador, cuando se requiera, es responsabilidad suya.',
          'Las condiciones ocultas que se descubran durante el trabajo (por ejemplo, un cableado antiguo o un panel que no cumple el código) pueden cambiar el alcance, el precio o el calendario, y acordaremos antes con usted por escrito cualquier cambio.',
        ],
        'Las fechas de entrega y de terminación dependen de la disponibilidad de los equipos, de los permisos y del clima, sobre todo durante la temporada de huracanes, y son estimaciones, no garantías.',
      ],
    },
    {
      id: 'inquiries',
      heading: 'Listas de consultas',
      blocks: [
        'Al enviar una lista de consultas, nos pide que le contactemos sobre los productos que contiene. No es una compra y no crea ninguna obligación para ninguna de las partes. Los equipos están cubiertos por la garantía de su fabricante, y nuestra mano de obra por la garantía que indique su contrato.',
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Uso aceptable',
      blocks: [
        'Usted se compromete a no:',
        [
          'enviar información falsa, engañosa o de otra persona;',
          'intentar entrar en cuentas o sistemas que no son suyos, ni sondear, escanear o sobrecargar el sitio;',
          'enviar spam, código malicioso o solicitudes automatizadas, ni copiar el contenido del sitio por medios automatizados;',
          'usar el sitio de cualquier forma que infrinja la ley.',
        ],
      ],
    },
    {
      id: 'content',
      heading: 'Nuestro contenido',
      blocks: [
        `Los textos, imágenes, logotipos y el diseño de este sitio pertenecen a ${company} o a quienes nos dan licencia para usarlos. Los nombres y marcas de los fabricantes pertenecen a sus dueños y se usan para identificar sus productos. Puede ver e imprimir las páginas para su propio uso, pero no copiarlas ni reutilizarlas con fines comerciales sin nuestro permiso por escrito.`,
        'Los enlaces a otros sitios web se ofrecen para su comodidad; no somos responsables de su contenido ni de sus prácticas de privacidad.',
      ],
    },
    {
      id: 'disclaimer',
      heading: 'Exención de responsabilidad',
      blocks: [
        'El sitio y su información se ofrecen "tal cual". Trabajamos para que sean exactos y estén disponibles, pero no prometemos que el sitio no tenga errores ni interrupciones. La información general de este sitio sobre generadores, combustible y seguridad eléctrica no sustituye el consejo que se da tras inspeccionar su propiedad. Nunca conecte un generador al cableado de su casa sin un interruptor de transferencia bien instalado.',
      ],
    },
    {
      id: 'liability',
      heading: 'Limitación de responsabilidad',
      blocks: [
        `En la máxima medida que permita la ley, ${company} no es responsable de pérdidas indirectas, incidentales, especiales o consecuentes derivadas del uso de este sitio web, incluida la pérdida de datos, ganancias o negocio, y nuestra responsabilidad total por cualquier reclamo relacionado con el sitio web se limita a cien dólares estadounidenses. Nada en estos términos limita la responsabilidad que la ley no permite limitar, y nuestra responsabilidad por el trabajo realizado en su propiedad se establece en su contrato.`,
      ],
    },
    {
      id: 'governing-law',
      heading: 'Ley aplicable',
      blocks: [
        'Estos términos se rigen por las leyes del Estado de Florida y por la ley federal de los Estados Unidos que corresponda, sin tener en cuenta las normas sobre conflicto de leyes. Cualquier disputa sobre ellos se resolverá en los tribunales estatales o federales ubicados en Florida, y usted y nosotros aceptamos su jurisdicción.',
      ],
    },
    {
      id: 'changes',
      heading: 'Cambios en estos términos',
      blocks: [
        'Podemos actualizar estos términos. La nueva versión se aplica a partir de la fecha de "última actualización" indicada arriba; si sigue usando el sitio después de esa fecha, la acepta. Los cambios importantes que afecten a los titulares de cuentas también se anunciarán por correo electrónico o en el sitio.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contáctenos',
      blocks: [`Preguntas sobre estos términos: ${site.email}, o llame al ${site.phone.display}.`],
    },
  ],
};
