/** Demo content of the school: the psychotypes course with one tariff and three exercises. */
import { demoWebinars } from './demo-catalog.data.js';

export interface DemoLesson {
  title: string;
  text: string;
  videoUrl: string | null;
}

export interface DemoExercise {
  title: string;
  description: string;
  /** Days after the seed when it opens; null: open at once. */
  opensInDays: number | null;
  lessons: DemoLesson[];
  /** `lesson`: the index of the lesson it follows; null: about the whole exercise. */
  questions: { text: string; lesson: number | null }[];
}

// The demo videos are the catalog's: one placeholder player serves both.
const video = (index: number) => demoWebinars[index % demoWebinars.length]!.videoUrl;

export const demoSchool = {
  title: 'Курс психотипы',
  description:
    'Девяносто дней практики: учимся узнавать психотипы в себе и в близких, понимать, ' +
    'что движет людьми, и строить отношения без лишних конфликтов. Каждое задание — видеоуроки, ' +
    'вопросы для размышления и обратная связь от психолога.',
};

export const demoTariff = {
  name: 'Психотипы: 90 дней',
  periodDays: 90,
  price: 9900,
  priceAzn: 199,
};

export const demoExercises: DemoExercise[] = [
  {
    title: 'Задание 1. Знакомство с психотипами',
    description:
      'Разбираемся, что такое психотип, откуда он берётся и почему он не приговор, а карта ' +
      'сильных сторон и уязвимых мест.',
    opensInDays: null,
    lessons: [
      {
        title: 'Что такое психотип и зачем его знать',
        text: 'Посмотрите видео и запишите три ситуации, в которых вы реагировали «не так, как хотели».',
        videoUrl: video(0),
      },
      {
        title: 'Пять базовых психотипов: обзор',
        text: 'Коротко о каждом психотипе: ведущий страх, ведущая потребность, типичные реакции.',
        videoUrl: video(1),
      },
    ],
    questions: [
      { text: 'Какие три ситуации из своей жизни вы вспомнили после первого урока?', lesson: 0 },
      { text: 'Описание какого психотипа откликнулось вам больше всего и почему?', lesson: 1 },
      { text: 'Что вы хотите изменить в себе к концу курса?', lesson: null },
    ],
  },
  {
    title: 'Задание 2. Ваш психотип в повседневной жизни',
    description:
      'Наблюдаем за собой неделю: как психотип проявляется на работе, дома и в общении с друзьями.',
    opensInDays: null,
    lessons: [
      {
        title: 'Дневник наблюдений',
        text: 'Как вести дневник: ситуация, чувство, мысль, действие. Пример заполнения в видео.',
        videoUrl: video(2),
      },
      {
        title: 'Психотип и стресс',
        text: 'Что происходит с каждым психотипом под нагрузкой и как себе помочь.',
        videoUrl: video(3),
      },
      {
        title: 'Сильные стороны',
        text: 'Упражнение «Мои ресурсы»: выпишите пять качеств, которые помогают вам справляться.',
        videoUrl: null,
      },
    ],
    questions: [
      { text: 'Приведите две записи из дневника наблюдений и ваши выводы по ним.', lesson: 0 },
      { text: 'Как вы обычно ведёте себя в стрессе? Что из урока вам подходит?', lesson: 1 },
      { text: 'Какие пять ресурсов вы у себя нашли?', lesson: 2 },
    ],
  },
  {
    title: 'Задание 3. Психотипы в отношениях',
    description:
      'Как сочетаются разные психотипы в паре, в семье и в коллективе, и где чаще всего ' +
      'возникают недопонимания.',
    opensInDays: 7,
    lessons: [
      {
        title: 'Психотипы в паре',
        text: 'Типичные сочетания психотипов и их сценарии конфликтов.',
        videoUrl: video(4),
      },
      {
        title: 'Как договариваться с разными психотипами',
        text: 'Что важно услышать каждому психотипу, чтобы разговор стал продуктивным.',
        videoUrl: video(5),
      },
    ],
    questions: [
      {
        text: 'Опишите психотипы близкого человека и свой: где вы совпадаете, где нет?',
        lesson: 0,
      },
      { text: 'Какой разговор вы проведёте иначе после этого задания?', lesson: 1 },
    ],
  },
];
