/** The school's account screens; the router loads this module lazily and picks one by name. */
export { ExercisesPage } from './exercises-page';
