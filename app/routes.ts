import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

// docs/product.md §2 route table. Every route matches exactly.
export default [
  // Every public page, the 404 included, inside the site's frame (header, footer, bottom navigation): its layout
  // loads the frame's data and code, which the back office below, with a frame of its own, never loads
  // (docs/decisions/0034). The id is SITE_FRAME_ROUTE_ID (app/features/navigation/frame-data.ts).
  layout('routes/site-layout.tsx', { id: 'site-frame' }, [
    index('routes/home.tsx'),
    route('cv-recibido', 'routes/home.tsx', { id: 'cv-recibido' }),
    route('cv-error', 'routes/home.tsx', { id: 'cv-error' }),
    route('vehiculos-0km', 'routes/vehiculos-0km.tsx'),
    route('vehiculos-0km/:brand', 'routes/vehiculos-0km.brand.tsx'),
    route('vehiculos-0km/versiones/:brand/:family/:id', 'routes/vehiculos-0km.versiones.tsx'),
    route('vehiculos-0km/reservar/:brand/:id/:family/:family_id/:model', 'routes/vehiculos-0km.reservar.tsx'),
    route('concesionario-digital/continue', 'routes/concesionario-digital/continue.tsx', {
      id: 'dealership-resume-form',
    }),
    route('concesionario-digital/continue/:operation_code', 'routes/concesionario-digital/continue.tsx'),
    route(
      'concesionario-digital/forma-de-pago/:operation_code',
      'routes/concesionario-digital/forma-de-pago.tsx',
    ),
    route(
      'concesionario-digital/vehiculo-usado/:operation_code',
      'routes/concesionario-digital/vehiculo-usado.tsx',
    ),
    route(
      'concesionario-digital/finaciacion/:operation_code',
      'routes/concesionario-digital/finaciacion.tsx',
    ),
    route('concesionario-digital/tus-datos/:operation_code', 'routes/concesionario-digital/tus-datos.tsx'),
    route('concesionario-digital/revisar/:operation_code', 'routes/concesionario-digital/revisar.tsx'),
    route('concesionario-digital/reserva/:operation_code', 'routes/concesionario-digital/reserva.tsx'),
    route('concesionario-digital/reservado/:operation_code', 'routes/concesionario-digital/resultado.tsx', {
      id: 'dealership-reserved',
    }),
    route('concesionario-digital/pendiente/:operation_code', 'routes/concesionario-digital/resultado.tsx', {
      id: 'dealership-pending',
    }),
    // "Mi reserva" (docs/decisions/0027): opened by the e-mails' signed link, or by the code and the e-mail.
    route('concesionario-digital/mi-reserva', 'routes/concesionario-digital/mi-reserva.tsx', {
      id: 'my-reservation-form',
    }),
    route('concesionario-digital/mi-reserva/:operation_code', 'routes/concesionario-digital/mi-reserva.tsx'),
    route('arrepentimiento', 'routes/arrepentimiento.tsx'),
    route('privacidad', 'routes/privacidad.tsx'),
    route(
      'concesionario-digital/:brand/:id/:family/:family_id/:model',
      'routes/concesionario-digital/start.tsx',
    ),
    route(
      'concesionario-digital/:brand/:id/:family/:family_id/:model/:operation_code',
      'routes/concesionario-digital/start.tsx',
      { id: 'buy-code' },
    ),
    route('mercedes-benz', 'routes/mercedes-benz.tsx'),
    route('ducati', 'routes/ducati.tsx'),
    route('oportunidades/:brand?', 'routes/oportunidades.tsx'),
    route('planes-de-ahorro/:brand?', 'routes/planes-de-ahorro.tsx'),
    route('pagar-plan', 'routes/pagar-plan.tsx'),
    route('postventa', 'routes/postventa.tsx'),
    route('contacto', 'routes/contacto.tsx'),
    route('como-reservar', 'routes/como-reservar.tsx'),
    route('noticias', 'routes/noticias.tsx'),
    route('noticias/:id/:slug', 'routes/noticias.item.tsx'),
    route('historias/:id/:slug', 'routes/historias.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
  route('sitemap.xml', 'routes/sitemap.xml.ts'),
  route('robots.txt', 'routes/robots.txt.ts'),
  // The back office (docs/product.md §6). Signing in and the one-time links stand alone; every other /admin page goes
  // inside the layout, whose frame shows the member and the sections they may open. Its pages are the layout's
  // children by path (not a pathless layout): a public address tries each of them with one failed comparison.
  route('admin/login', 'routes/admin/login.tsx'),
  route('admin/salir', 'routes/admin/salir.tsx'),
  route('admin/restablecer', 'routes/admin/restablecer.tsx'),
  route('admin/restablecer/:token', 'routes/admin/restablecer.token.tsx'),
  // Files, not pages: the inbox's CSV export and a job application's CV (each checks the session itself).
  route('admin/consultas/exportar', 'routes/admin/consultas.exportar.ts'),
  route('admin/consultas/empleo/:id/cv', 'routes/admin/consultas.cv.ts'),
  route('admin', 'routes/admin/layout.tsx', { id: 'admin-layout' }, [
    index('routes/admin/_index.tsx'),
    route('personal', 'routes/admin/personal.tsx'),
    route('personal/:id', 'routes/admin/personal.cuenta.tsx'),
    route('auditoria', 'routes/admin/auditoria.tsx'),
    route('reservas', 'routes/admin/reservas.tsx'),
    route('reservas/:code', 'routes/admin/reservas.detalle.tsx'),
    route('consultas', 'routes/admin/consultas.tsx'),
    route('consultas/:tipo/:id', 'routes/admin/consultas.detalle.tsx'),
    route('promociones', 'routes/admin/promociones.tsx'),
    route('promociones/nueva', 'routes/admin/promociones.nueva.tsx'),
    route('promociones/:id', 'routes/admin/promociones.editar.tsx'),
    route('financiacion', 'routes/admin/financiacion.tsx'),
    route('financiacion/planes/nuevo', 'routes/admin/financiacion.nuevo.tsx'),
    route('financiacion/planes/:id', 'routes/admin/financiacion.plan.tsx'),
    route('precios-usados', 'routes/admin/precios-usados.tsx'),
    route('noticias', 'routes/admin/noticias.tsx'),
    route('noticias/nueva', 'routes/admin/noticias.nueva.tsx'),
    route('noticias/:id', 'routes/admin/noticias.editar.tsx'),
    route('noticias/:id/vista-previa', 'routes/admin/noticias.vista-previa.tsx'),
    route('historias', 'routes/admin/historias.tsx'),
    route('historias/nueva', 'routes/admin/historias.nueva.tsx'),
    route('historias/:id', 'routes/admin/historias.editar.tsx'),
    route('stock', 'routes/admin/stock.tsx'),
    route('stock/archivo', 'routes/admin/stock.archivo.tsx'),
    route('stock/:chassis', 'routes/admin/stock.unidad.tsx'),
    route('modelos', 'routes/admin/modelos.tsx'),
    route('modelos/:id', 'routes/admin/modelos.familia.tsx'),
    route('banners', 'routes/admin/banners.tsx'),
    route('banners/nuevo', 'routes/admin/banners.nuevo.tsx'),
    route('banners/:id', 'routes/admin/banners.editar.tsx'),
    route('popups', 'routes/admin/popups.tsx'),
    route('popups/nuevo', 'routes/admin/popups.nuevo.tsx'),
    route('popups/:id', 'routes/admin/popups.editar.tsx'),
    route('sitio', 'routes/admin/sitio.tsx'),
    route('sitio/:tipo/:id', 'routes/admin/sitio.detalle.tsx'),
    route('correo', 'routes/admin/correo.tsx'),
  ]),
] satisfies RouteConfig;
