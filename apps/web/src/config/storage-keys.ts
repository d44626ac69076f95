/** localStorage keys: the session's user, token and two ownership flags, and the detected language. */
export const storageKeys = {
  user: 'user',
  apiToken: 'apiToken',
  isHavePsychotherapist: 'isHavePsychotherapist',
  isHaveSchool: 'isHaveSchool',
  language: 'i18nextLng',
} as const;
