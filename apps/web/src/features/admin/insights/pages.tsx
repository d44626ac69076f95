import { adminPlaceholder } from '../shared/placeholder';

export const AdminStatisticsPage = adminPlaceholder('statistics');
export const AdminPaymentsPage = adminPlaceholder('payments');
export const AdminPaymentPage = adminPlaceholder('payment');
export const AdminConsultationRequestsPage = adminPlaceholder('consultationRequests');
export const AdminAuditPage = adminPlaceholder('audit');
