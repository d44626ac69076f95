import { adminPlaceholder } from '../shared/placeholder';

export const AdminVideocoursesPage = adminPlaceholder('videocourses');
export const AdminVideocourseCreatePage = adminPlaceholder('videocourseCreate');
export const AdminVideocoursePage = adminPlaceholder('videocourse');
export const AdminVideocourseEditPage = adminPlaceholder('videocourseEdit');
export const AdminKitsPage = adminPlaceholder('kits');
export const AdminKitCreatePage = adminPlaceholder('kitCreate');
export const AdminKitEditPage = adminPlaceholder('kitEdit');
export const AdminCertificatesPage = adminPlaceholder('certificates');
export const AdminCertificateCreatePage = adminPlaceholder('certificateCreate');
export const AdminCertificateEditPage = adminPlaceholder('certificateEdit');
