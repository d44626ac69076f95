import type { ParseKeys } from 'i18next';
import { paths } from '@/config/paths';

/** A menu item: title, route, optional children, and whether the route is an anchor on its page. */
export interface MenuItem {
  title: ParseKeys<'layout'>;
  route: string;
  children?: MenuItem[];
  anchor?: boolean;
}

export const mainMenu: MenuItem[] = [
  { title: 'menu.psychotypes', route: paths.coursePsychotypes },
  { title: 'menu.myHero', route: paths.myHero, anchor: true },
  {
    title: 'menu.aboutGroup',
    route: paths.about,
    children: [
      { title: 'menu.about', route: paths.about },
      { title: 'menu.competencies', route: paths.competencies },
      { title: 'menu.certificates', route: paths.certificates },
    ],
  },
  {
    title: 'menu.videocoursesGroup',
    route: paths.videocourses,
    children: [
      { title: 'menu.videocourses', route: paths.videocourses },
      { title: 'menu.kits', route: paths.kits },
    ],
  },
  { title: 'menu.feedbacks', route: paths.feedbacks },
  { title: 'menu.contacts', route: paths.contacts },
];

export const adminMenu: MenuItem[] = [
  { title: 'adminMenu.videocourses', route: paths.admin.videocourses },
  { title: 'adminMenu.kits', route: paths.admin.kits },
  { title: 'adminMenu.certificates', route: paths.admin.certificates },
  { title: 'adminMenu.users', route: paths.admin.users },
  { title: 'adminMenu.statistics', route: paths.admin.statistics },
  { title: 'adminMenu.payments', route: paths.admin.payments },
  { title: 'adminMenu.consultationRequests', route: paths.admin.consultationRequests },
  { title: 'adminMenu.audit', route: paths.admin.audit },
  { title: 'adminMenu.psychotypes', route: paths.admin.school },
];

export const footerLinks: MenuItem[] = [
  { title: 'footer.home', route: paths.home },
  { title: 'footer.videocourses', route: paths.videocourses },
  { title: 'footer.about', route: paths.about },
  { title: 'footer.onlineLesson', route: paths.consultation },
  { title: 'footer.feedbacks', route: paths.feedbacks },
  { title: 'footer.contacts', route: paths.contacts },
  { title: 'footer.educationalOrganization', route: paths.educationalOrganization },
];
