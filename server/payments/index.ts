export { GatewayError, type GatewayPayment, type PaymentGateway } from './gateway';
export { createPaymentGateways, type PaymentGateways } from './gateways';
export type { PaymentOutcome } from './payment-application';
export { paymentPagesSource } from './payment-pages';
export {
  CANCELLATION_PATH,
  PAYMENT_CREATE_PATH,
  PAYMENT_START_PATH,
  PAYMENT_WEBHOOK_PREFIX,
  type PaymentRoutesDependencies,
  paymentRoutes,
} from './payment-routes';
export { RECONCILE_EVERY_MS, startReconciliationJob } from './reconciliation-job';
export type { CancellationOutcome, Canceller } from './reservation-cancellation';
export { PaymentFlowError } from './reservation-context';
export { createReservationService, type ReservationService } from './reservations';
export { createSandboxGateway, issueSandboxToken, type SandboxGateway } from './sandbox-gateway';
export { signNotification, verifyNotificationSignature } from './webhook-signature';
