/** Demo content for local runs and reviews: a plausible catalog of the author's courses. */

export interface DemoWebinar {
  key: string;
  title: string;
  length: string | null;
  price: number;
  priceAzn: number;
  shortDescription: string;
  description: string[];
  tags: string[];
  videoUrl: string;
  /** A sale price active around the seed date. */
  sale?: { price: number; priceAzn: number };
}

export const demoWebinars: DemoWebinar[] = [
  {
    key: 'boundaries',
    title: 'Личные границы: как перестать жить чужой жизнью',
    length: '4 часа 30 минут',
    price: 4900,
    priceAzn: 98,
    shortDescription:
      'Учимся замечать, где заканчиваетесь вы и начинается другой человек, и говорить «нет» без чувства вины.',
    description: [
      'Курс о том, как распознавать нарушение личных границ в семье, на работе и в дружбе.',
      'Разберём, откуда берётся страх отказать и почему мы берём на себя чужую ответственность.',
      'Вы получите упражнения для ежедневной практики и алгоритм спокойного отказа.',
    ],
    tags: ['Границы', 'Отношения'],
    videoUrl: 'https://rutube.ru/play/embed/demo-boundaries',
    sale: { price: 2900, priceAzn: 58 },
  },
  {
    key: 'negative-attitudes',
    title: 'Негативные установки: откуда они и как с ними работать',
    length: '3 часа',
    price: 3900,
    priceAzn: 78,
    shortDescription: 'Как детские убеждения управляют взрослыми решениями и что с этим делать.',
    description: [
      'Мы найдём установки, которые мешают вам зарабатывать, любить и отдыхать.',
      'Вы научитесь переписывать их с помощью техник когнитивно-поведенческой терапии.',
    ],
    tags: ['Самооценка'],
    videoUrl: 'https://rutube.ru/play/embed/demo-attitudes',
  },
  {
    key: 'relationships',
    title: 'Отношения в паре: конфликты без разрушений',
    length: '5 часов',
    price: 5900,
    priceAzn: 118,
    shortDescription: 'Почему партнёры ссорятся из-за одного и того же и как договариваться.',
    description: [
      'Разбираем типичные сценарии конфликтов в паре и их скрытые причины.',
      'Практикум по ненасильственному общению и технике «я-сообщений».',
    ],
    tags: ['Отношения', 'Семья'],
    videoUrl: 'https://rutube.ru/play/embed/demo-relationships',
  },
  {
    key: 'loneliness',
    title: 'Одиночество: как вернуть контакт с людьми и собой',
    length: '2 часа 15 минут',
    price: 2900,
    priceAzn: 58,
    shortDescription: 'О хроническом одиночестве, его причинах и первых шагах к близости.',
    description: [
      'Почему одиночество не равно отсутствию людей рядом.',
      'Упражнения на восстановление контакта.',
    ],
    tags: ['Эмоции'],
    videoUrl: 'https://rutube.ru/play/embed/demo-loneliness',
  },
  {
    key: 'teenagers',
    title: 'Подростки: как сохранить контакт в переходном возрасте',
    length: '3 часа 40 минут',
    price: 4500,
    priceAzn: 90,
    shortDescription: 'Для родителей подростков: кризисы взросления, доверие и правила без войны.',
    description: [
      'Что происходит с психикой подростка и почему он «перестал слушаться».',
      'Как говорить о сложном: учёба, гаджеты, первая любовь, безопасность.',
    ],
    tags: ['Дети и подростки', 'Семья'],
    videoUrl: 'https://rutube.ru/play/embed/demo-teenagers',
  },
  {
    key: 'crisis',
    title: 'Кризис и горе: как прожить утрату',
    length: '2 часа 50 минут',
    price: 3500,
    priceAzn: 70,
    shortDescription: 'Стадии проживания горя, помощь себе и близким в остром кризисе.',
    description: [
      'Нормальные и осложнённые реакции горя.',
      'Что говорить и чего не говорить человеку в утрате.',
    ],
    tags: ['Кризис', 'Эмоции'],
    videoUrl: 'https://rutube.ru/play/embed/demo-crisis',
  },
  {
    key: 'career',
    title: 'Карьера без выгорания',
    length: '3 часа 20 минут',
    price: 4200,
    priceAzn: 84,
    shortDescription: 'Как строить карьеру, не теряя себя: мотивация, выгорание, смена профессии.',
    description: [
      'Признаки выгорания и способы восстановления.',
      'Как принять решение о смене работы.',
    ],
    tags: ['Карьера'],
    videoUrl: 'https://rutube.ru/play/embed/demo-career',
  },
  {
    key: 'mental-health',
    title: 'Психическое здоровье: базовая гигиена',
    length: '1 час 30 минут',
    price: 0,
    priceAzn: 0,
    shortDescription: 'Бесплатный вводный курс: сон, стресс, тревога и когда пора к специалисту.',
    description: [
      'Простые привычки, которые поддерживают психику каждый день.',
      'Как отличить обычную тревогу от расстройства и где искать помощь.',
    ],
    tags: ['Эмоции'],
    videoUrl: 'https://rutube.ru/play/embed/demo-mental-health',
  },
  {
    key: 'arguing',
    title: 'Как спорить и не ссориться',
    length: '',
    price: 2500,
    priceAzn: 50,
    shortDescription: 'Аргументы, эмоции и уважение: навыки конструктивного спора.',
    description: ['Почему спор превращается в ссору.', 'Техники деэскалации и активного слушания.'],
    tags: ['Отношения'],
    videoUrl: 'https://rutube.ru/play/embed/demo-arguing',
  },
];

export const demoKits = [
  {
    title: 'Психотерапевт 21 века',
    description:
      'Комплект для психологов и психотерапевтов: работа с границами, установками, кризисом и горем. Все курсы с доступом на год.',
    price: 12900,
    priceAzn: 258,
    markId: 1,
    webinars: ['boundaries', 'negative-attitudes', 'crisis', 'mental-health'],
  },
  {
    title: 'Семья и близкие',
    description: 'Курсы об отношениях в паре, с подростками и о конструктивных спорах.',
    price: 10900,
    priceAzn: 218,
    markId: null,
    webinars: ['relationships', 'teenagers', 'arguing'],
  },
];

export const demoCertificates = [
  {
    title: 'Диплом о профессиональной переподготовке «Клиническая психология»',
    issuedAt: '2012-06-30',
  },
  {
    title: 'Сертификат «Когнитивно-поведенческая терапия», Бековский институт',
    issuedAt: '2016-03-15',
  },
  { title: 'Сертификат «Кризисная психология и работа с горем»', issuedAt: '2018-11-20' },
  {
    title: 'Удостоверение о повышении квалификации «Семейная психотерапия»',
    issuedAt: '2021-05-12',
  },
];

export const demoCompetencies = [
  {
    title: 'Когнитивно-поведенческая терапия',
    shortDescription: 'Работа с тревогой, депрессией и негативными установками.',
    description: ['Доказательный подход с понятными шагами и домашними заданиями.'],
  },
  {
    title: 'Семейная психотерапия',
    shortDescription: 'Конфликты в паре, отношения родителей и детей.',
    description: ['Работа с парой и семьёй как системой, где важен каждый.'],
  },
  {
    title: 'Кризисная психология',
    shortDescription: 'Помощь в остром кризисе, утрате и горе.',
    description: ['Поддержка в первые недели после утраты и в длительном проживании горя.'],
  },
  {
    title: 'Работа с подростками',
    shortDescription: 'Сложности взросления, самооценка, буллинг.',
    description: ['Индивидуальные встречи с подростком и консультации для родителей.'],
  },
  {
    title: 'Психология личных границ',
    shortDescription: 'Созависимость, чувство вины, умение отказывать.',
    description: ['Как выстроить отношения, в которых есть место и вам, и другому.'],
  },
];

export const demoFeedbacks = [
  {
    author: 'Екатерина, Ставрополь',
    title: 'О курсе «Личные границы»',
    videoUrl: 'https://rutube.ru/play/embed/demo-review-1',
  },
  {
    author: 'Андрей, Москва',
    title: 'Комплект «Психотерапевт 21 века»',
    videoUrl: 'https://rutube.ru/play/embed/demo-review-2',
  },
  {
    author: 'Марина, Баку',
    title: 'Курс про подростков',
    videoUrl: 'https://rutube.ru/play/embed/demo-review-3',
  },
];

export const demoMessages = [
  {
    author: 'Ольга',
    text: 'Спасибо за курс о границах: впервые смогла спокойно сказать «нет» маме.',
  },
  {
    author: 'Ирина',
    text: 'Курс про горе помог пережить самый тяжёлый год. Очень бережно и по делу.',
  },
  {
    author: 'Сергей',
    text: 'Использую техники из курса про споры на работе — конфликтов стало заметно меньше.',
  },
];
