export { StatisticsPage as AdminStatisticsPage } from '../statistics/components/statistics-page';
export { PaymentsPage as AdminPaymentsPage } from './components/payments-page';
export { PaymentPage as AdminPaymentPage } from './components/payment-page';
export { ConsultationRequestsPage as AdminConsultationRequestsPage } from './components/consultation-requests-page';
export { AuditPage as AdminAuditPage } from './components/audit-page';
