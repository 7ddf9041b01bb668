import type { ProductDetail } from '../../catalogue/productDetails';

// Lo que añade la página de cada producto, en español (issue 39): para quién es y su ficha técnica. Las
// cifras y unidades son las del módulo inglés (W, kW, V, A, kWh, lb, dB); "ft" se escribe "pies". Tipado
// con el tipo inglés (cada fila, un par), más estricto que Translation<...>; tests/unit/catalogueSpanish.test.ts
// comprueba que cada producto tiene las mismas filas que en inglés.

export const productDetails: Readonly<Record<string, ProductDetail>> = {
  'portable-dx6500': {
    suits:
      'Fincas, campamentos de caza y casas rurales lejos de una gasolinera que necesitan un equipo económico y de larga autonomía.',
    specs: [
      ['Potencia de funcionamiento', '6,500 W'],
      ['Combustible', 'Diésel, tanque de 4 galones'],
      ['Autonomía a media carga', 'Unas 14 horas'],
      ['Arranque', 'Eléctrico y manual de cuerda'],
      ['Tomacorrientes', 'Doble de 120 V, 120/240 V 30 A con traba giratoria'],
    ],
  },
  'portable-dx10000': {
    suits:
      'Casas con entrada para generador e interruptor de transferencia que quieren mantener la mayoría de los circuitos durante un apagón.',
    specs: [
      ['Potencia de funcionamiento', '10,000 W'],
      ['Combustible', 'Diésel, tanque de 7 galones'],
      ['Autonomía a media carga', 'Unas 12 horas'],
      ['Arranque', 'Eléctrico con control remoto'],
      ['Tomacorrientes', 'Doble de 120 V, 120/240 V 50 A con traba giratoria'],
      ['Extras', 'Horómetro, kit de ruedas, armazón de acero'],
    ],
  },
  'portable-gx3600': {
    suits:
      'Apartamentos, condominios y casas pequeñas que necesitan mantener el refrigerador, un aire de ventana y los cargadores.',
    specs: [
      ['Potencia de funcionamiento', '3,600 W'],
      ['Combustible', 'Gasolina, tanque de 3.4 galones'],
      ['Autonomía a media carga', 'Unas 10 horas'],
      ['Arranque', 'Manual de cuerda'],
      ['Tomacorrientes', 'Doble de 120 V ×2, 120 V 30 A para RV'],
      ['Peso', '98 lb'],
    ],
  },
  'portable-gx9500': {
    suits:
      'Casas con pozo que necesitan la bomba, la manejadora de aire y la cocina funcionando durante una tormenta.',
    specs: [
      ['Potencia de funcionamiento', '9,500 W'],
      ['Combustible', 'Gasolina, tanque de 8 galones'],
      ['Autonomía a media carga', 'Unas 11 horas'],
      ['Arranque', 'Eléctrico por botón'],
      ['Tomacorrientes', 'Doble de 120 V ×2, 120/240 V 30 A con traba giratoria'],
      ['Seguridad', 'Sensor de CO con apagado automático'],
    ],
  },
  'portable-px4500': {
    suits:
      'Campistas, fanáticos del tailgate y propietarios que quieren un respaldo silencioso sin guardar gasolina.',
    specs: [
      ['Potencia de funcionamiento', '4,500 W'],
      ['Combustible', 'Propano, cilindro de 20 lb'],
      ['Autonomía a media carga', 'Unas 9 horas por cilindro'],
      ['Ruido', '64 dB a 23 pies'],
      ['Tomacorrientes', 'Doble de 120 V ×2, 120 V 30 A para RV'],
    ],
  },
  'portable-px8000': {
    suits:
      'Hogares que guardan un generador solo para la temporada de huracanes y quieren que arranque tras meses sin uso.',
    specs: [
      ['Potencia de funcionamiento', '8,000 W con gasolina, 7,200 W con propano'],
      ['Combustible', 'Dual: gasolina o propano'],
      ['Autonomía a media carga', 'Unas 10 horas con gasolina'],
      ['Arranque', 'Eléctrico y manual de cuerda'],
      ['Tomacorrientes', 'Doble de 120 V ×2, 120/240 V 30 A con traba giratoria'],
    ],
  },
  'portable-ps1500': {
    suits:
      'Uso en interiores durante un apagón: máquinas CPAP, laptops, Wi-Fi y luces, sin gases y sin ruido.',
    specs: [
      ['Batería', '1.5 kWh de litio-ferrofosfato (LiFePO4)'],
      ['Salida', '1,800 W continuos, 120 V de onda sinusoidal pura'],
      ['Recarga', 'Tomacorriente en 1.5 horas, solar hasta 500 W, carro'],
      ['Tomacorrientes', '120 V ×4, USB-C ×2, USB-A ×2, 12 V de carro'],
      ['Peso', '38 lb'],
    ],
  },
  'portable-ps3600': {
    suits:
      'Casas que quieren un respaldo silencioso para los circuitos esenciales, ampliable con una segunda batería.',
    specs: [
      ['Batería', '3.6 kWh de litio-ferrofosfato (LiFePO4), ampliable'],
      ['Salida', '3,600 W continuos, 120/240 V'],
      ['Recarga', 'Tomacorriente en 2 horas, solar hasta 2,400 W, carro'],
      ['Tomacorrientes', '120 V ×6, 120/240 V 30 A, USB-C ×2'],
      ['Peso', '99 lb, con ruedas'],
    ],
  },
  'portable-wx12000': {
    suits: 'Contratistas que usan sierras, compresores y luces en obras sin conexión a la red eléctrica.',
    specs: [
      ['Potencia de funcionamiento', '12,000 W'],
      ['Combustible', 'Gasolina, tanque de 10 galones'],
      ['Autonomía a media carga', 'Unas 9 horas'],
      ['Tomacorrientes', 'Doble de 120 V con GFCI ×4, 120/240 V 50 A'],
      ['Construcción', 'Jaula antivuelco de acero completa, llantas a prueba de pinchazos'],
    ],
  },
  'portable-wx20000': {
    suits:
      'Obras grandes, oficinas de obra y cuadrillas de soldadura que necesitan energía todo el día de un solo equipo remolcable.',
    specs: [
      ['Potencia principal', '20 kW'],
      ['Combustible', 'Diésel, tanque para 24 horas al 75 % de carga'],
      ['Tomacorrientes', '120/240 V 50 A y 30 A, 120 V con GFCI ×4'],
      ['Cabina', 'Cubierta insonorizada, 68 dB a 23 pies'],
      ['Transporte', 'Remolque de un eje, enganche de bola de 2 pulgadas'],
    ],
  },
  'standby-sd30': {
    suits:
      'Casas grandes, clínicas y pequeños negocios que deben mantener todo funcionando durante un apagón de varios días.',
    specs: [
      ['Potencia nominal', '30 kW de respaldo'],
      ['Combustible', 'Diésel, tanque en la base'],
      ['Autonomía a media carga', 'Unas 48 horas'],
      ['Enfriamiento', 'Por líquido'],
      ['Voltaje', '120/240 V monofásico'],
      ['Interruptor de transferencia', 'Automático, 200 A, apto para la acometida'],
    ],
  },
  'standby-sd60': {
    suits:
      'Edificios comerciales con cargas críticas o de seguridad humana que deben cumplir la norma NFPA 110.',
    specs: [
      ['Potencia nominal', '60 kW de respaldo'],
      ['Combustible', 'Diésel, tanque en la base de doble pared UL 142'],
      ['Voltaje', '120/208 V o 277/480 V trifásico, o monofásico'],
      ['Cabina', 'Insonorizada de nivel 2, 70 dB a 23 pies'],
      ['Norma', 'Apto para NFPA 110 nivel 1'],
    ],
  },
  'standby-sg12': {
    suits:
      'Casas sin gas natural ni espacio para un tanque de propano que quieren respaldo automático para los circuitos esenciales.',
    specs: [
      ['Potencia nominal', '12 kW de respaldo'],
      ['Combustible', 'Gasolina, tanque integrado de 25 galones'],
      ['Autonomía a media carga', 'Unas 20 horas'],
      ['Interruptor de transferencia', 'Automático, 100 A, 16 circuitos'],
      ['Autoprueba', 'Semanal, 5 minutos'],
    ],
  },
  'standby-sg20': {
    suits:
      'Respaldo para toda la casa donde la gasolina es el único combustible práctico, en buen estado toda la temporada de huracanes.',
    specs: [
      ['Potencia nominal', '20 kW de respaldo'],
      ['Combustible', 'Gasolina con sistema estabilizador'],
      ['Autonomía a media carga', 'Unas 16 horas por cada 50 galones'],
      ['Interruptor de transferencia', 'Automático, 200 A'],
      ['Autoprueba', 'Semanal, con estado en la app'],
    ],
  },
  'standby-sp14': {
    suits:
      'Casas con propano o gas natural que quieren recuperar lo esencial a los pocos segundos de un apagón.',
    specs: [
      ['Potencia nominal', '14 kW con propano, 13 kW con gas natural'],
      ['Combustible', 'Propano o gas natural'],
      ['Arranque', 'Automático, en menos de 10 segundos'],
      ['Interruptor de transferencia', 'Automático, 100 A, 16 circuitos'],
      ['Cabina', 'Acero con pintura en polvo'],
    ],
  },
  'standby-sp26': {
    suits:
      'Casas completas con dos aires acondicionados, cerca de la costa, donde el salitre oxida las cabinas de acero.',
    specs: [
      ['Potencia nominal', '26 kW con propano, 24 kW con gas natural'],
      ['Combustible', 'Propano o gas natural'],
      ['Gestión de carga', 'Incluye dos módulos para aires acondicionados'],
      ['Interruptor de transferencia', 'Automático, 200 A, apto para la acometida'],
      ['Cabina', 'Aluminio, resistente a la corrosión'],
    ],
  },
  'standby-hb13': {
    suits:
      'Casas con paneles solares en el techo que quieren un respaldo silencioso y sin combustible para las luces, el Wi-Fi y el refrigerador.',
    specs: [
      ['Almacenamiento', '13.5 kWh'],
      ['Salida', '5 kW continuos, 7 kW pico'],
      ['Conmutación', 'Menos de 20 milisegundos'],
      ['Montaje', 'En pared o piso, interior o exterior (NEMA 3R)'],
      ['Carga', 'Paneles solares o la red eléctrica'],
    ],
  },
  'standby-hb27': {
    suits:
      'Casas con energía solar que quieren mantener el aire central y la mayoría de los circuitos con baterías durante un apagón nocturno.',
    specs: [
      ['Almacenamiento', '27 kWh (dos módulos)'],
      ['Salida', '11.5 kW continuos'],
      ['Aire acondicionado', 'Arranca una unidad central con el kit de arranque suave'],
      ['Conmutación', 'Menos de 20 milisegundos'],
      ['Carga', 'Paneles solares o la red eléctrica'],
    ],
  },
  'standby-mw45': {
    suits:
      'Negocios y lugares de trabajo que necesitan energía de respaldo pero no tienen espacio para un equipo permanente.',
    specs: [
      ['Potencia principal', '45 kW'],
      ['Combustible', 'Diésel, tanque para 24 horas'],
      ['Conexión', 'Estación de acoplamiento con entradas camlock'],
      ['Voltaje', '120/240 V monofásico o 120/208 V trifásico'],
      ['Transporte', 'Remolque de doble eje'],
    ],
  },
  'standby-mw100': {
    suits:
      'Obras de construcción, eventos al aire libre y cuadrillas de recuperación tras una tormenta que necesitan una planta eléctrica móvil.',
    specs: [
      ['Potencia principal', '100 kW'],
      ['Combustible', 'Diésel, tanque de doble pared, 36 horas al 75 % de carga'],
      ['Conexiones', 'Camlock, receptáculos de 50 A, terminales de orejeta'],
      ['Arranque', 'Arranque y monitoreo remotos'],
      ['Transporte', 'Remolque de doble eje con frenos de inercia'],
    ],
  },
  'transfer-switch-commercial': {
    suits:
      'Negocios, clínicas e instalaciones industriales que conectan un generador de respaldo a su servicio eléctrico.',
    specs: [
      ['Capacidades', 'De 100 a 4,000 A'],
      ['Transición', 'Abierta o cerrada'],
      ['Modelos', 'Aptos para la acometida y con bypass y aislamiento'],
      ['Voltaje', 'Hasta 600 V, monofásico o trifásico'],
      ['Instalación', 'Por nuestros electricistas con licencia, con permiso'],
    ],
  },
  'transfer-switch-residential': {
    suits: 'Casas con un generador de respaldo, o con uno portátil conectado mediante una caja de entrada.',
    specs: [
      ['Capacidades', 'De 100 a 400 A'],
      ['Tipos', 'Automáticos y manuales'],
      ['Conmutación', 'En segundos tras un apagón (automáticos)'],
      ['Seguridad', 'Evita que la energía del generador llegue a las líneas de la compañía eléctrica'],
      ['Instalación', 'Por nuestros electricistas con licencia, con permiso'],
    ],
  },
  'fuel-tanks': {
    suits:
      'Generadores de respaldo y fincas, casas o negocios que necesitan combustible para varios días almacenado en el lugar.',
    specs: [
      ['Combustibles', 'Propano y diésel'],
      ['Tamaños', 'De 120 a 2,000 galones'],
      ['Ubicación', 'Sobre el suelo y subterráneos'],
      ['Paredes', 'Simple y doble pared'],
      ['Servicio', 'Entregados, colocados y conectados por nuestro equipo'],
    ],
  },
};
