/** localStorage keys: the session's user, token and two ownership flags. */
export const storageKeys = {
  user: 'user',
  apiToken: 'apiToken',
  isHavePsychotherapist: 'isHavePsychotherapist',
  isHaveSchool: 'isHaveSchool',
} as const;
