/** localStorage keys of the session (spec §3 "Local storage"). */
export const storageKeys = {
  user: 'user',
  apiToken: 'apiToken',
  isHavePsychotherapist: 'isHavePsychotherapist',
  isHaveSchool: 'isHaveSchool',
  language: 'i18nextLng',
} as const;
