/**
 * Personal data under Ley 25.326: the texts every page and form shows, and how long the data is kept. The page that
 * explains it is /privacidad.
 */

export const PRIVACY_PATH = '/privacidad';

/**
 * The legend Disposición 10/2008 of the Dirección Nacional de Protección de Datos Personales requires where personal
 * data is collected; the control authority is now the Agencia de Acceso a la Información Pública (Decreto 746/2017).
 */
export const DATA_PROTECTION_LEGEND =
  'El titular de los datos personales tiene la facultad de ejercer el derecho de acceso a los mismos en forma gratuita a intervalos no inferiores a seis meses, salvo que se acredite un interés legítimo al efecto conforme lo establecido en el artículo 14, inciso 3 de la Ley Nº 25.326. La Agencia de Acceso a la Información Pública, en su carácter de Órgano de Control de la Ley Nº 25.326, tiene la atribución de atender las denuncias y reclamos que interpongan quienes resulten afectados en sus derechos por incumplimiento de las normas vigentes en materia de protección de datos personales.';

/** The defaults of the retention the server applies by itself (RETENTION_* in the configuration). */
export const JOB_APPLICATION_RETENTION_MONTHS = 12;
export const UNPAID_OPERATION_RETENTION_DAYS = 90;
/**
 * The e-mail alerts (domain/content/alerts.ts): one never confirmed is deleted after ALERT_UNCONFIRMED_RETENTION_DAYS;
 * a confirmed one after ALERT_IDLE_RETENTION_DAYS without an e-mail sent (counted from its confirmation until its
 * first); 'Avisame si se libera' is deleted once it has been sent, and a unit's alert when the unit is sold.
 */
export const ALERT_UNCONFIRMED_RETENTION_DAYS = 7;
export const ALERT_IDLE_RETENTION_DAYS = 90;
/** A test drive loses the buyer's personal data this many days after its time (docs/decisions/0087). */
export const TEST_DRIVE_RETENTION_DAYS = 90;

export interface Retention {
  jobApplicationMonths: number;
  unpaidOperationDays: number;
  testDriveDays: number;
}
