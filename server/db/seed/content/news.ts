import type { ImageRef } from '../../schema';

/** Every news picture is drawn at this size (16:9), in public/images/news/. */
export const NEWS_IMAGE_SIZE = { width: 1200, height: 675 } as const;

export interface NewsSeed {
  readonly slug: string;
  readonly brandId: 1 | 2 | 4 | 5;
  readonly title: string;
  readonly type: 'Lanzamiento' | 'Novedad' | 'Evento' | 'Postventa' | 'Planes de ahorro';
  readonly category: '0 km' | 'Planes de Ahorro' | 'Postventa' | 'Institucional';
  /** The item is dated this many days before the seeding instant, so the demo always looks current. */
  readonly daysAgo: number;
  readonly url: string | null;
  readonly images: readonly ImageRef[];
  /** Paragraphs separated by blank lines. */
  readonly content: string;
}

function picture(file: string, alt: string): ImageRef {
  return { path: `/images/news/${file}.svg`, ...NEWS_IMAGE_SIZE, alt };
}

const paragraphs = (...items: string[]) => items.join('\n\n');

/** Newest first, as the site lists them. */
export const NEWS_SEEDS: readonly NewsSeed[] = [
  {
    slug: 'llego-la-amarok-v6-extreme',
    brandId: 1,
    title: 'Llegó la Amarok V6 Extreme a Territorio',
    type: 'Lanzamiento',
    category: '0 km',
    daysAgo: 4,
    url: 'https://www.vw.com.ar',
    images: [
      picture('amarok-v6-extreme', 'Volkswagen Amarok V6 Extreme gris frente a la precordillera mendocina'),
      picture('amarok-v6-extreme-ruta', 'Amarok V6 en un camino de ripio de montaña'),
    ],
    content: paragraphs(
      'La pick-up más potente de Volkswagen ya está en nuestro salón de Godoy Cruz. La Amarok V6 Extreme combina el motor 3.0 TDI de 258 CV con la caja automática de 8 velocidades y la tracción integral permanente 4Motion, una dupla pensada para el ripio de alta montaña tanto como para la ruta 40.',
      'Por dentro suma butacas de cuero con regulación eléctrica, climatizador bizona, el tablero digital Active Info Display y cámara de 360 grados para maniobrar en lugares chicos. Afuera se distingue por las llantas de 20 pulgadas, la barra antivuelco y las ópticas LED.',
      'Podés verla y manejarla en Av. San Martín Sur 1250, de lunes a viernes de 10 a 14 y de 15 a 19, y los sábados de 10 a 13. Si preferís no moverte, reservá la unidad online desde la sección Vehículos 0km con una seña que pagás con tarjeta en hasta tres cuotas.',
      'Las primeras unidades llegan en colores Gris Indio y Azul Profundo. Consultá disponibilidad y condiciones de entrega con nuestro equipo de ventas Volkswagen.',
    ),
  },
  {
    slug: 'chevrolet-tracker-mas-equipamiento',
    brandId: 2,
    title: 'Chevrolet Tracker: más equipamiento y conectividad en toda la gama',
    type: 'Lanzamiento',
    category: '0 km',
    daysAgo: 11,
    url: 'https://www.chevrolet.com.ar',
    images: [
      picture('chevrolet-tracker', 'Chevrolet Tracker roja estacionada en una calle arbolada de Mendoza'),
    ],
    content: paragraphs(
      'La SUV más elegida de Chevrolet se renueva con más equipamiento de serie. Todas las versiones de la Tracker suman ahora seis airbags, control de estabilidad y la pantalla MyLink de 8 pulgadas con Android Auto y Apple CarPlay inalámbricos.',
      'Las versiones Premier agregan alerta de punto ciego, sensor de lluvia y el sistema OnStar con Wi-Fi a bordo, para que el viaje a San Rafael o a la costa del Atuel se haga con todos conectados.',
      'En Territorio tenemos unidades en stock para entrega inmediata en Godoy Cruz y San Rafael. Entrá a Oportunidades para ver las que tienen descuento especial y reservá la tuya en minutos.',
    ),
  },
  {
    slug: 'nissan-kicks-reserva-online',
    brandId: 4,
    title: 'Nissan Kicks: ya podés reservarla online',
    type: 'Novedad',
    category: '0 km',
    daysAgo: 19,
    url: null,
    images: [picture('nissan-kicks', 'Nissan Kicks blanca con techo negro sobre un fondo de viñedos')],
    content: paragraphs(
      'La Kicks se suma al Concesionario Digital de Territorio: elegís la versión, el color y la unidad exacta que querés, y la reservás desde tu casa pagando una seña con tarjeta de crédito.',
      'El proceso tiene cuatro pasos: modo de pago, datos personales, revisión y pago de la seña. Podés combinar efectivo, tu usado y financiación, y retomar la operación cuando quieras con el código que te enviamos por correo.',
      'Después del pago te esperamos en nuestras oficinas dentro de las 48 horas para terminar la documentación. Si cambiás de idea, te devolvemos el 100% de la seña.',
    ),
  },
  {
    slug: 'jornada-de-test-drive-godoy-cruz',
    brandId: 5,
    title: 'Jornada de test drive en Godoy Cruz: más de 300 personas manejaron su próximo 0km',
    type: 'Evento',
    category: 'Institucional',
    daysAgo: 27,
    url: null,
    images: [
      picture(
        'jornada-test-drive',
        'Fila de autos 0km con banderines en el predio de Territorio en Godoy Cruz',
      ),
      picture('jornada-test-drive-pista', 'Circuito de prueba marcado con conos y una SUV tomando una curva'),
    ],
    content: paragraphs(
      'El sábado pasado abrimos el predio de Godoy Cruz para una jornada de manejo con modelos de Volkswagen, Chevrolet, Nissan y BAIC. Más de 300 personas recorrieron el circuito de prueba y compararon versiones con la asistencia de nuestros asesores.',
      'Hubo un sector de pick-ups con rampa y cruce de ejes para la Amarok, la S10 y la Frontier, y un circuito urbano para probar la Tracker, la Kicks y el T-Cross. Los más chicos disfrutaron de un espacio de juegos y hubo food trucks de emprendedores locales.',
      'Gracias a todos los que se acercaron. Muy pronto vamos a repetir la experiencia en San Rafael y en San Juan: seguinos en redes para enterarte de las fechas.',
    ),
  },
  {
    slug: 'revision-de-frenos-antes-de-viajar',
    brandId: 5,
    title: 'Antes de cruzar la cordillera, revisá tus frenos',
    type: 'Postventa',
    category: 'Postventa',
    daysAgo: 34,
    url: '/postventa',
    images: [picture('revision-frenos', 'Disco y pastilla de freno junto a un camino de montaña con curvas')],
    content: paragraphs(
      'El camino al Paso Cristo Redentor tiene pendientes largas y curvas cerradas que exigen al máximo el sistema de frenos. Antes de viajar a Chile o de subir a Potrerillos y Uspallata, conviene revisar el estado de pastillas, discos y líquido de frenos.',
      'En nuestros talleres de Godoy Cruz, San Rafael y San Juan hacemos una revisión completa con repuestos originales de cada marca. Si hace falta un cambio de pastillas, lo hacemos en el día con turno previo.',
      'Recordá también controlar la presión de los neumáticos, el nivel de refrigerante y el funcionamiento de las luces. Sacá tu turno online desde la sección Postventa.',
    ),
  },
  {
    slug: 'service-oficial-volkswagen-precio-cerrado',
    brandId: 1,
    title: 'Service oficial Volkswagen con precio cerrado de 10.000 a 60.000 km',
    type: 'Postventa',
    category: 'Postventa',
    daysAgo: 41,
    url: '/postventa',
    images: [picture('service-volkswagen', 'Volkswagen Polo azul en el elevador del taller oficial')],
    content: paragraphs(
      'Los mantenimientos programados de Polo, Virtus, Nivus, T-Cross, Taos y Amarok tienen precio cerrado en Territorio: sabés cuánto vas a pagar antes de dejar el auto, sin sorpresas.',
      'Cada service incluye los repuestos originales y los lubricantes homologados por Volkswagen, el control de los puntos indicados en el plan de mantenimiento y el sello en tu libreta, que mantiene vigente la garantía de fábrica.',
      'Podés elegir la opción Premium, que suma lavado exterior e interior y un chequeo de 30 puntos. Consultá los precios de cada kilometraje en la sección Postventa y reservá tu turno online.',
    ),
  },
  {
    slug: 'plan-chevrolet-onix-tracker',
    brandId: 2,
    title: 'Plan Chevrolet: Onix y Tracker en cuotas fijas y sin interés',
    type: 'Planes de ahorro',
    category: 'Planes de Ahorro',
    daysAgo: 49,
    url: '/planes-de-ahorro/chevrolet',
    images: [picture('plan-chevrolet', 'Chevrolet Onix amarillo con un calendario de cuotas de fondo')],
    content: paragraphs(
      'Con Plan Chevrolet accedés a tu Onix o tu Tracker en 84 cuotas, con opciones de financiación 100% o 70/30. La cuota se ajusta con el valor del auto, así que siempre ahorrás en vehículos y no en pesos.',
      'Podés adelantar cuotas, licitar para adjudicar antes y elegir el color y la versión cuando te toque retirar. Además, con el plan adjudicado podés entregar tu usado como parte de pago.',
      'Entrá a Planes de ahorro para ver los valores de referencia de cada plan y suscribirte online. Los valores no incluyen gastos de seguro.',
    ),
  },
  {
    slug: 'frontier-day-dique-de-ullum',
    brandId: 4,
    title: 'Frontier Day en San Juan: manejo off-road junto al Dique de Ullum',
    type: 'Evento',
    category: '0 km',
    daysAgo: 58,
    url: null,
    images: [
      picture('frontier-day', 'Nissan Frontier negra subiendo una cuesta de tierra con el dique al fondo'),
    ],
    content: paragraphs(
      'Nuestra sucursal de San Juan organizó el primer Frontier Day: una mañana de manejo fuera del asfalto en los alrededores del Dique de Ullum, con instructores especializados y todas las versiones 4x4 de la pick-up de Nissan.',
      'Los participantes practicaron ascensos y descensos pronunciados, cruces de zanjas y manejo en arena, y aprendieron a usar el control de descenso en pendientes y el bloqueo de diferencial trasero.',
      'Si te lo perdiste, anotate para la próxima edición escribiéndonos por WhatsApp. Mientras tanto, podés reservar tu Frontier online desde la sección Vehículos 0km.',
    ),
  },
  {
    slug: 'nueva-sala-de-entregas-san-rafael',
    brandId: 5,
    title: 'Abrimos una nueva sala de entregas en San Rafael',
    type: 'Novedad',
    category: 'Institucional',
    daysAgo: 66,
    url: null,
    images: [
      picture('sala-entregas-san-rafael', 'Sala de entregas luminosa con un auto 0km cubierto por un moño'),
    ],
    content: paragraphs(
      'Para que el día que retirás tu 0km sea especial, inauguramos una sala de entregas en nuestra sucursal de Av. Hipólito Yrigoyen, en San Rafael. Es un espacio cerrado y climatizado donde tu asesor te explica cada función del vehículo con tiempo y sin apuro.',
      'La sala tiene capacidad para dos entregas simultáneas, un rincón para fotos y café para toda la familia. Coordinamos el horario con vos al confirmar la fecha de entrega.',
      'Con esta apertura, los clientes del sur mendocino ya no necesitan viajar a Godoy Cruz para retirar su auto: la documentación y la entrega se hacen completas en San Rafael.',
    ),
  },
  {
    slug: 'autoahorro-volkswagen-polo-track-t-cross',
    brandId: 1,
    title: 'Autoahorro Volkswagen: nuevos planes para Polo Track y T-Cross',
    type: 'Planes de ahorro',
    category: 'Planes de Ahorro',
    daysAgo: 79,
    url: '/planes-de-ahorro/volkswagen',
    images: [picture('autoahorro-volkswagen', 'Volkswagen T-Cross azul con monedas apiladas a su lado')],
    content: paragraphs(
      'Autoahorro Volkswagen suma planes en 84 cuotas para el Polo Track y el T-Cross, con alternativas 100% y 70/30. Es la forma más simple de llegar a tu 0km planificando una cuota mensual.',
      'Los planes se pueden suscribir online desde nuestra sección Planes de ahorro. Un asesor se comunica con vos para confirmar los datos y explicarte cómo funcionan el sorteo y la licitación mensual.',
      'Si ya tenés un plan, ahora podés pagar tus cuotas online desde la sección Pagar plan, con los medios de pago oficiales de Volkswagen.',
    ),
  },
  {
    slug: 'concesionario-digital-reserva-desde-casa',
    brandId: 5,
    title: 'Concesionario Digital: reservá tu 0km sin salir de casa',
    type: 'Novedad',
    category: 'Institucional',
    daysAgo: 93,
    url: '/oportunidades',
    images: [picture('concesionario-digital', 'Teléfono celular mostrando la reserva de un auto 0km')],
    content: paragraphs(
      'Lanzamos el Concesionario Digital de Territorio: una forma de comprar tu 0km que empieza en la web y termina en nuestras oficinas. Elegís la unidad exacta en stock, con su color, su número de chasis y su precio final.',
      'Ingresás tu correo, elegís cómo pagar —efectivo, tu usado o financiación—, completás tus datos y pagás la seña con Visa, MasterCard o Naranja en 1, 2 o 3 cuotas. La unidad queda reservada a tu nombre.',
      'Tenés 48 horas para acercarte a la sucursal y firmar la documentación. Y si te arrepentís, tenés el Botón de arrepentimiento en todas las páginas: te devolvemos el 100% de la seña si lo pedís dentro de los 10 días corridos.',
    ),
  },
  {
    slug: 'chevrolet-chequeo-de-30-puntos',
    brandId: 2,
    title: 'Chequeo de 30 puntos sin cargo para tu Chevrolet',
    type: 'Postventa',
    category: 'Postventa',
    daysAgo: 107,
    url: '/postventa',
    images: [
      picture('chequeo-chevrolet', 'Chevrolet S10 blanca con el capó abierto y herramientas a su lado'),
    ],
    content: paragraphs(
      'Durante todo el mes, si tenés un Chevrolet con más de tres años te hacemos un chequeo de 30 puntos sin cargo en el taller oficial: frenos, suspensión, luces, batería, niveles de fluidos y estado de los neumáticos, entre otros.',
      'Al terminar te entregamos un informe con el estado de cada punto y, si hace falta alguna reparación, un presupuesto cerrado con repuestos originales GM.',
      'El chequeo se hace con turno previo en Godoy Cruz, San Rafael y San Juan. Reservalo online desde Postventa o llamanos al 0261 413-5220.',
    ),
  },
];
