/** Every account screen but personal data and payments; loaded lazily and picked by name. */
export { MyVideocoursesPage } from './my-videocourses-page';
export { MyKitsPage } from './my-kits-page';
export { MyKitPage } from './my-kit-page';
export { MyVideoPage } from './my-video-page';
export { PsychotherapistPage } from './psychotherapist-page';
