/** Every route of the site in one place, so links and the router agree. */
export const paths = {
  home: '/',
  coursePsychotypes: '/course-psychotypes',
  myHero: '/game/myhero',
  about: '/about',
  competencies: '/competencies',
  competence: (id: string | number) => `/competencies/${id}`,
  certificates: '/certificates',
  videocourses: '/videocourses',
  videocourse: (id: string | number) => `/videocourses/${id}`,
  kits: '/kits',
  kit: (id: string | number) => `/kits/${id}`,
  feedbacks: '/feedbacks',
  contacts: '/contacts',
  consultation: '/consultation-appointment',
  passwordRecovery: '/password-recovery',
  educationalOrganization: '/educational-organization-info',
  forbidden: '/forbidden',
  logout: '/logout',
  account: {
    personalData: '/account/personal-data',
    videocourses: '/account/videocourses',
    kits: '/account/kits',
    kit: (id: string | number) => `/account/kits/${id}`,
    video: (id: string | number) => `/account/videos/${id}`,
    psychotherapist: '/account/psychotherapist-21-century',
    schoolExercises: '/account/school/exercises',
    payments: '/account/payments',
  },
  admin: {
    videocourses: '/admin/videocourses',
    kits: '/admin/kits',
    certificates: '/admin/certificates',
    users: '/admin/users',
    school: '/admin/school',
    statistics: '/admin/statistics',
  },
} as const;

export const documents = {
  personalDataPolicy: '/static/personal-data-processing-policy.pdf',
  personalDataConsent: '/static/consent-to-the-processing-of-personal-data.pdf',
  promotionalConsent: '/static/consent-to-receive-information-and-promotional-materials.pdf',
  offerAgreement: '/static/offer-agreement.pdf',
  offerAgreementLesson: '/static/offer-agreement-lesson.pdf',
} as const;

export const images = {
  coursePlaceholder: '/images/course-placeholder.svg',
  gift: '/images/gift.svg',
} as const;

export const adminPaths = {
  videocourseEdit: (id: string | number) => `/admin/videocourses/${id}/edit`,
} as const;
