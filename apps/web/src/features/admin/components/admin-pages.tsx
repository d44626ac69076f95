// The admin area's one lazily loaded entry: every admin screen, by area. An admin route loads it,
// so visitors and learners never download admin code.
export * from '../catalog/pages';
export * from '../users/pages';
export * from '../school/pages';
export * from '../insights/pages';
