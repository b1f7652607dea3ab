import type { Parameters } from '#domain/content/content';
import { departmentContact } from '../contact/contact-view';
import type { BrandLandingContact, BrandLandingContent } from './brand-landing';

export const DUCATI: BrandLandingContent = {
  slug: 'ducati',
  name: 'Ducati',
  themeClass: 'theme-ducati',
  subject: 'Ducati',
  eyebrow: 'Motos Ducati',
  title: 'Ducati en Mendoza',
  lead: 'Conocé la gama Ducati, coordiná una prueba de manejo y hacé el service oficial de tu moto con nosotros.',
  description:
    'Modelos, versiones y colores disponibles según stock e importación. Consultá precio, entrega y financiación con un asesor.',
  lineupTitle: 'La gama Ducati',
  lineupLead: 'Seis familias, un mismo carácter italiano.',
  lineup: [
    {
      name: 'Monster',
      kind: 'Naked',
      text: 'Liviana, ágil y con el motor Testastretta: la Ducati para todos los días en la ciudad y los fines de semana en la montaña.',
    },
    {
      name: 'Multistrada V4',
      kind: 'Touring',
      text: 'Para hacer la Ruta 40 o cruzar la cordillera: confort de viaje, suspensión semiactiva y radar.',
    },
    {
      name: 'Scrambler',
      kind: 'Heritage',
      text: 'Estilo clásico y bicilíndrico refrigerado por aire, para disfrutar tanto el asfalto como el ripio.',
    },
    {
      name: 'Panigale V4',
      kind: 'Superbike',
      text: 'Tecnología de competición para la pista, con el motor Desmosedici Stradale.',
    },
    {
      name: 'DesertX',
      kind: 'Adventure',
      text: 'Aventura off-road de verdad, pensada para los caminos de montaña de Cuyo.',
    },
    {
      name: 'Diavel',
      kind: 'Power cruiser',
      text: 'Diseño único, posición cómoda y aceleración de superdeportiva.',
    },
  ],
  highlights: [
    {
      icon: 'road',
      title: 'Prueba de manejo',
      text: 'Coordiná con un asesor y probá la Ducati que te interesa, con el equipo de seguridad que te prestamos.',
    },
    {
      icon: 'wrench-thin',
      title: 'Service oficial',
      text: 'Mantenimiento Desmo y services programados con herramientas y diagnóstico oficiales.',
    },
    {
      icon: 'parts',
      title: 'Repuestos y accesorios',
      text: 'Repuestos originales, cascos, indumentaria y accesorios para tu moto.',
    },
    {
      icon: 'wallet',
      title: 'Financiación',
      text: 'Consultá planes de financiación y la toma de tu moto o auto usado como parte de pago.',
    },
  ],
  whatsappText: 'Hola, quiero información sobre motos Ducati.',
  art: 'motorcycle',
};

export const MERCEDES_BENZ: BrandLandingContent = {
  slug: 'mercedes-benz',
  name: 'Mercedes-Benz',
  themeClass: 'theme-mercedes',
  subject: 'Mercedes-Benz',
  eyebrow: 'Autos y utilitarios Mercedes-Benz',
  title: 'Mercedes-Benz en Mendoza',
  lead: 'Autos, SUV y utilitarios Mercedes-Benz con asesoramiento personalizado, prueba de manejo y service oficial.',
  description:
    'Modelos, versiones y equipamiento disponibles según stock e importación. Consultá precio, entrega y financiación con un asesor.',
  lineupTitle: 'La gama Mercedes-Benz',
  lineupLead: 'Del compacto premium al utilitario para tu empresa.',
  lineup: [
    {
      name: 'Clase A',
      kind: 'Compacto',
      text: 'El Mercedes-Benz para empezar: tecnología, seguridad y consumo medido para la ciudad.',
    },
    {
      name: 'Clase C',
      kind: 'Sedán',
      text: 'Confort de marcha y equipamiento de alta gama para viajes largos.',
    },
    {
      name: 'GLA',
      kind: 'SUV compacto',
      text: 'La posición de manejo elevada de una SUV en un tamaño fácil de estacionar.',
    },
    {
      name: 'GLC',
      kind: 'SUV',
      text: 'Espacio para la familia, tracción integral y el confort de la marca en cualquier camino.',
    },
    {
      name: 'Sprinter',
      kind: 'Utilitario',
      text: 'Furgón, chasis o minibús: el utilitario para el transporte de carga y de pasajeros.',
    },
    {
      name: 'Vito',
      kind: 'Utilitario',
      text: 'Furgón o combi de tamaño medio para repartos y traslados en la ciudad.',
    },
  ],
  highlights: [
    {
      icon: 'person',
      title: 'Asesor personal',
      text: 'Un asesor te acompaña desde la elección de la versión hasta la entrega.',
    },
    {
      icon: 'road',
      title: 'Prueba de manejo',
      text: 'Coordiná día y horario para probar el modelo que te interesa.',
    },
    {
      icon: 'wrench-thin',
      title: 'Service oficial',
      text: 'Mantenimiento con técnicos capacitados, repuestos originales y diagnóstico oficial.',
    },
    {
      icon: 'award',
      title: 'Flotas y empresas',
      text: 'Condiciones especiales para empresas, flotas y transporte de pasajeros.',
    },
  ],
  whatsappText: 'Hola, quiero información sobre Mercedes-Benz.',
  art: 'sedan',
};

/**
 * docs/product.md §D12: these brands have no contact entries of their own, so the page shows the dealership's sales line
 * (brand 5) and its main branch.
 */
export function brandLandingContact(
  parameters: Parameters,
  content: BrandLandingContent,
): BrandLandingContact {
  const sales = departmentContact(parameters.contact_methods, 'sales', [5], content.whatsappText);
  const branch = parameters.locations[0];
  return {
    phone: sales?.phone ?? null,
    whatsapp: sales?.whatsapp ?? null,
    videoCallUrl: sales?.videoCallUrl ?? null,
    branch: branch
      ? { name: branch.name, address: branch.address, mapUrl: branch.map_url, hours: branch.opening_hours }
      : null,
  };
}
