import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailModule } from '../../infrastructure/mail/mail.module.js';
import { ActiveTariffLookup } from '../users/active-tariff-lookup.js';
import { AdminAnswersService } from './admin-answers.service.js';
import { AdminAttemptsController } from './admin-attempts.controller.js';
import { AdminAttemptsService } from './admin-attempts.service.js';
import { AdminExerciseContentController } from './admin-exercise-content.controller.js';
import { AdminExerciseContentService } from './admin-exercise-content.service.js';
import { AdminExercisesController } from './admin-exercises.controller.js';
import { AdminExercisesService } from './admin-exercises.service.js';
import { AdminTariffsController } from './admin-tariffs.controller.js';
import { AdminTariffsService } from './admin-tariffs.service.js';
import { AttemptReviewLetters } from './attempt-review-letters.service.js';
import { Answer } from './entities/answer.entity.js';
import { Attempt } from './entities/attempt.entity.js';
import { Exercise } from './entities/exercise.entity.js';
import { Lesson } from './entities/lesson.entity.js';
import { Question } from './entities/question.entity.js';
import { School } from './entities/school.entity.js';
import { Tariff } from './entities/tariff.entity.js';
import { UserTariff } from './entities/user-tariff.entity.js';
import { SchoolAccessModule } from './school-access.module.js';
import { SchoolTariffsController } from './school-tariffs.controller.js';
import { UserExercisesReader } from './user-exercises.reader.js';
import { UserSchoolController } from './user-school.controller.js';
import { UserSchoolService } from './user-school.service.js';

/**
 * Global only to provide the users module's ActiveTariffLookup port (the admin's user page shows
 * the active tariff), so users never depends on school.
 */
@Global()
@Module({
  imports: [
    SchoolAccessModule,
    MailModule,
    TypeOrmModule.forFeature([
      School,
      Tariff,
      UserTariff,
      Exercise,
      Lesson,
      Question,
      Attempt,
      Answer,
    ]),
  ],
  controllers: [
    UserSchoolController,
    SchoolTariffsController,
    AdminTariffsController,
    AdminExercisesController,
    AdminExerciseContentController,
    AdminAttemptsController,
  ],
  providers: [
    UserSchoolService,
    UserExercisesReader,
    AdminTariffsService,
    AdminExercisesService,
    AdminExerciseContentService,
    AdminAttemptsService,
    AdminAnswersService,
    AttemptReviewLetters,
    { provide: ActiveTariffLookup, useExisting: AdminTariffsService },
  ],
  exports: [SchoolAccessModule, ActiveTariffLookup],
})
export class SchoolModule {}
