export { VideocoursesPage as AdminVideocoursesPage } from './videocourses/videocourses-page';
export {
  VideocourseCreatePage as AdminVideocourseCreatePage,
  VideocourseEditPage as AdminVideocourseEditPage,
} from './videocourses/videocourse-pages';
export { VideocourseViewPage as AdminVideocoursePage } from './videocourses/videocourse-view-page';
export { KitsPage as AdminKitsPage } from './kits/kits-page';
export {
  KitCreatePage as AdminKitCreatePage,
  KitEditPage as AdminKitEditPage,
} from './kits/kit-pages';
export { CertificatesPage as AdminCertificatesPage } from './certificates/certificates-page';
export {
  CertificateCreatePage as AdminCertificateCreatePage,
  CertificateEditPage as AdminCertificateEditPage,
} from './certificates/certificate-pages';
