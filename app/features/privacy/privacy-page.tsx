import { ALERT_DAILY_MAIL_CAP } from '#domain/content/alerts';
import { DEALERSHIP, dealershipAddressLine } from '#domain/content/dealership';
import {
  ALERT_IDLE_RETENTION_DAYS,
  ALERT_UNCONFIRMED_RETENTION_DAYS,
  type Retention,
} from '#domain/content/privacy';
import { Hero } from '../../components/hero';
import { Link } from '../../components/link';
import { PageMain } from '../../components/page-main';

export interface PrivacyPageData {
  retention: Retention;
  /** The Ley 25.326 legend (Disposición 10/2008). */
  legend: string;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

interface Purpose {
  form: string;
  data: string;
  use: string;
  kept: string;
}

function purposes(retention: Retention): Purpose[] {
  return [
    {
      form: 'Formulario de contacto, consulta de precios y oportunidades',
      data: 'Nombre, apellido, teléfono, e-mail y tu mensaje.',
      use: 'Responder tu consulta y enviarte los precios que pediste.',
      kept: 'Mientras nos sirvan para responderte y hacer el seguimiento de tu consulta; podés pedir que los borremos cuando quieras.',
    },
    {
      form: 'Reserva online (Concesionario Digital)',
      data: 'E-mail, nombre, apellido, DNI, fecha de nacimiento, estado civil, teléfono, dirección, CUIT o CUIL y condición frente al IVA (si nos los das, para la factura), tu usado y cómo vas a pagar.',
      use: 'Reservar la unidad, preparar la documentación de la compra y la entrega, y devolverte la seña si te arrepentís.',
      kept: `Si la reserva no se paga, borramos tus datos personales a los ${plural(retention.unpaidOperationDays, 'día', 'días')} de tu último cambio. Si la pagás, los guardamos 10 años, como exige la ley para los registros contables (Código Civil y Comercial, art. 328).`,
    },
    {
      form: 'Avisos por e-mail: si baja el precio, si se libera una unidad, cuando entre una unidad así',
      data: 'E-mail, si querés tu nombre, y lo que nos pediste mirar: la unidad o los filtros de tu búsqueda.',
      use: `Con tu consentimiento, que nos das al confirmar el aviso desde el e-mail que te mandamos, enviarte solo ese aviso: nunca más de ${ALERT_DAILY_MAIL_CAP} e-mails por día, y cada uno con un enlace para darte de baja con un toque.`,
      kept: `Si no confirmás el aviso, lo borramos a los ${plural(ALERT_UNCONFIRMED_RETENTION_DAYS, 'día', 'días')}. Confirmado, lo borramos cuando te das de baja, cuando la unidad se vende, cuando se cumple (el de una unidad que se libera te escribe una sola vez) o a los ${plural(ALERT_IDLE_RETENTION_DAYS, 'día', 'días')} sin enviarte nada.`,
    },
    {
      form: 'Prueba de manejo',
      data: 'Nombre, apellido, celular, e-mail, DNI y si tenés licencia de conducir.',
      use: 'Reservar tu turno con la unidad de prueba, confirmártelo y recordártelo por e-mail, que un asesor de la marca te espere y te contacte, y el seguro de la unidad durante la prueba.',
      kept: `Borramos tus datos personales a los ${plural(retention.testDriveDays, 'día', 'días')} del turno; queda solo qué vehículo se probó, dónde y cuándo.`,
    },
    {
      form: 'Trabajá con nosotros',
      data: 'Nombre, apellido, teléfonos, e-mail, estudios, puesto, zona y tu currículum.',
      use: 'Evaluar tu postulación para los puestos que se abran.',
      kept: `Borramos la postulación y el archivo del currículum a los ${plural(retention.jobApplicationMonths, 'mes', 'meses')} de recibirlos.`,
    },
  ];
}

/** Ley 25.326: who keeps the data the forms collect, for what, for how long, and how to exercise your rights. */
export function PrivacyPage({ retention, legend }: PrivacyPageData) {
  return (
    <PageMain className="theme-territorio info-page">
      <Hero
        breadcrumbs={[{ label: 'Inicio', to: '/' }, { label: 'Privacidad' }]}
        title="Política de privacidad"
        lead="Qué datos personales te pedimos, para qué los usamos, cuánto tiempo los guardamos y cómo podés acceder a ellos, corregirlos o pedir que los borremos."
      />

      <section className="section info-section" aria-labelledby="responsable-titulo">
        <div className="container info-narrow privacy">
          <h2 id="responsable-titulo" className="section-header__title">
            Quién guarda tus datos
          </h2>
          <p>
            {DEALERSHIP.legalName}, con domicilio en {dealershipAddressLine()}, es responsable de la base de
            datos con la información que nos dejás en este sitio. No vendemos ni cedemos tus datos: solo los
            ven las personas de la concesionaria que atienden tu consulta o tu compra, y los proveedores que
            necesitamos para hacerlo (el envío de e-mails y el procesamiento del pago). Los datos de tu
            tarjeta los recibe directamente el procesador de pagos: nunca llegan a nuestros servidores.
          </p>

          <h2 className="section-header__title">Qué datos pedimos y para qué</h2>
          <table className="privacy__table">
            <caption className="sr-only">Datos que pide cada formulario, su uso y su plazo</caption>
            <thead>
              <tr>
                <th scope="col">Formulario</th>
                <th scope="col">Datos</th>
                <th scope="col">Para qué</th>
                <th scope="col">Cuánto tiempo</th>
              </tr>
            </thead>
            <tbody>
              {purposes(retention).map((purpose) => (
                <tr key={purpose.form}>
                  <th scope="row">{purpose.form}</th>
                  <td data-label="Datos">{purpose.data}</td>
                  <td data-label="Para qué">{purpose.use}</td>
                  <td data-label="Cuánto tiempo">{purpose.kept}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p>
            Con cada consulta, postulación y reserva guardamos también de dónde llegaste: la primera página
            que abriste en esta visita, el sitio que te trajo (solo su dominio, como google.com) y los datos
            de campaña de esa dirección (como utm_source). Tu navegador los recuerda solo mientras la pestaña
            esté abierta, sin cookies, y los usamos para saber qué publicidad funciona.
          </p>
          <p>
            Si guardás unidades en favoritos, la lista queda solo en tu navegador, sin cookies, sin cuenta y
            sin ningún dato tuyo: la borrás quitándolas o borrando los datos de este sitio.
          </p>
          <p>
            Darnos tus datos es voluntario, pero sin los que marcamos como obligatorios no podemos responder
            tu consulta ni reservar la unidad. Si nos das datos falsos o incompletos, la reserva puede no
            completarse.
          </p>

          <h2 className="section-header__title">Tus derechos</h2>
          <p>
            Podés pedirnos en cualquier momento, sin costo, acceder a tus datos, corregirlos, actualizarlos o
            borrarlos (Ley 25.326, arts. 14 y 16). Escribinos a{' '}
            <a href={`mailto:${DEALERSHIP.email}?subject=Datos%20personales`}>{DEALERSHIP.email}</a> con el
            asunto “Datos personales”, o acercate a {dealershipAddressLine()}, con tu DNI. Respondemos un
            pedido de acceso en 10 días corridos y uno de corrección o borrado en 5 días hábiles.
          </p>
          <p>
            Si no quedás conforme con la respuesta, podés reclamar ante la Agencia de Acceso a la Información
            Pública, el órgano de control de la Ley 25.326: Av. Pte. Gral. Julio A. Roca 710, piso 2, Ciudad
            Autónoma de Buenos Aires, <a href="https://www.argentina.gob.ar/aaip">argentina.gob.ar/aaip</a>.
          </p>
          <p className="privacy__legend">{legend}</p>
          <p>
            ¿Querés cancelar una reserva que pagaste? Usá el{' '}
            <Link to="/arrepentimiento">Botón de arrepentimiento</Link>.
          </p>
        </div>
      </section>
    </PageMain>
  );
}
