// The admin school screens, by route (see app/routes.tsx).
export { SchoolOverviewPage as AdminSchoolPage } from './components/school-overview-page';
export { TariffsPage as AdminTariffsPage } from './components/tariffs-page';
export { TariffCreatePage as AdminTariffCreatePage } from './components/tariff-create-page';
export { ExercisesPage as AdminExercisesPage } from './components/exercises-page';
export { ExercisePage as AdminExercisePage } from './components/exercise-page';
export { LessonsPage as AdminLessonsPage } from './components/lessons-page';
export { QuestionsPage as AdminQuestionsPage } from './components/questions-page';
export { AnswersPage as AdminAnswersPage } from './components/answers-page';
export { AttemptsPage as AdminAttemptsPage } from './components/attempts-page';
