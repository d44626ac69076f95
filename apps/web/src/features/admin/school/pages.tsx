import { adminPlaceholder } from '../shared/placeholder';

export const AdminSchoolPage = adminPlaceholder('school');
export const AdminTariffsPage = adminPlaceholder('tariffs');
export const AdminTariffCreatePage = adminPlaceholder('tariffCreate');
export const AdminExercisesPage = adminPlaceholder('exercises');
export const AdminExercisePage = adminPlaceholder('exercise');
export const AdminLessonsPage = adminPlaceholder('lessons');
export const AdminQuestionsPage = adminPlaceholder('questions');
export const AdminAnswersPage = adminPlaceholder('answers');
export const AdminAttemptsPage = adminPlaceholder('attempts');
