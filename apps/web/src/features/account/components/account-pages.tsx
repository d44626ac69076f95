import { PlaceholderPage } from '@/components/ui/placeholder-page';

export const MyVideocoursesPage = () => (
  <PlaceholderPage titleKey="account.videocourses.title" emptyKey="account.videocourses.empty" />
);
export const MyKitsPage = () => (
  <PlaceholderPage titleKey="account.kits.title" emptyKey="account.kits.empty" />
);
export const MyKitPage = () => (
  <PlaceholderPage titleKey="account.kit.title" emptyKey="account.kit.empty" />
);
export const MyVideoPage = () => (
  <PlaceholderPage titleKey="account.video.title" emptyKey="account.video.empty" />
);
export const PsychotherapistPage = () => (
  <PlaceholderPage
    titleKey="account.psychotherapist.title"
    emptyKey="account.psychotherapist.empty"
  />
);
export const SchoolExercisesPage = () => (
  <PlaceholderPage
    titleKey="account.schoolExercises.title"
    emptyKey="account.schoolExercises.empty"
  />
);
