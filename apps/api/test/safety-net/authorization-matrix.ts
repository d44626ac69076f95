import { registerUser, registrationBody, uniqueEmail } from '../support/factories.js';
import { idleQueues } from '../support/idle-queues.js';
import {
  adminOnly,
  type Declaration,
  type Expectation,
  everyone,
  page,
  signedIn,
} from './matrix-declaration.js';
import { ADMIN_DECLARATIONS } from './admin-declarations.js';
import { PAYMENT_DECLARATIONS } from './payment-declarations.js';
import { foreignLearner, type Holdings, type Role, type World } from './safety-world.js';
import { PNG } from './sample-image.js';
import { SCHOOL_DECLARATIONS, USER_WITH_ACTIVE_TARIFF } from './school-declarations.js';

/** Inactive catalog items exist for admins only; everyone else is told they do not exist. */
const adminOnlyElseNotFound: Expectation = {
  anonymous: 404,
  learner: 404,
  otherLearner: 404,
  admin: 'ok',
};

/** After the fixed clock's now, so a new price window never changes what owners paid. */
const futureWindow = { start: '2027-03-01T00:00:00Z', end: '2027-03-31T23:59:59Z' };

const foreign = (world: World, role: Role): Holdings => world.holdings[foreignLearner(role)];
/** A user id that is never the asker's own. */
const foreignUserId = (world: World, role: Role) => world.sessions[foreignLearner(role)].id;

/** Credentials of the asker itself; anonymous logs in as the bystander. */
const credentialsOf = (world: World, role: Role) => {
  const session = role === 'anonymous' ? world.bystander : world.sessions[role];
  return { login: session.login, password: session.password };
};

/** A token of the role's own user that only this request uses, so revoking it harms nothing else. */
async function spareToken(world: World, role: Role): Promise<string | null> {
  if (role === 'anonymous') return null;
  const response = await world.t
    .http()
    .post('/api/v1/get-token')
    .send(credentialsOf(world, role))
    .expect(200);
  return (response.body as { user: { api_token: string } }).user.api_token;
}

/** A fresh, unused recovery token of a user made for it. */
async function recoveryToken(world: World): Promise<string> {
  const user = await registerUser(world.t.http);
  await world.t.http().post('/api/v1/generate-link').send({ email: user.login }).expect(200);
  // The link is made and mailed by queue jobs: wait for them instead of for a time.
  await idleQueues(world.t.app)();
  const letter = await world.t.nextMail(user.login);
  const match = /password-recovery\?token=([^\s"&<]+)/.exec(letter.text);
  if (!match) throw new Error(`No recovery link in: ${letter.text}`);
  return decodeURIComponent(match[1]!);
}

const idsIn = (list: unknown) => ((list ?? []) as { id: number }[]).map((item) => item.id);

/** A learner's "my" list holds its own items and never the other learner's. */
function onlyOwn(field: 'webinars' | 'kits', owned: (holdings: Holdings) => number[]) {
  return (body: Record<string, unknown>, role: Role, world: World) => {
    const listed = idsIn(body[field]);
    if (role !== 'learner' && role !== 'otherLearner') return undefined;
    const leaked = owned(foreign(world, role)).filter((id) => listed.includes(id));
    if (leaked.length > 0) return `lists another learner's ${field} ${leaked.join(', ')}`;
    const missing = owned(world.holdings[role]).filter((id) => !listed.includes(id));
    if (missing.length > 0) return `misses its own ${field} ${missing.join(', ')}`;
    return undefined;
  };
}

/** Someone else's purchase is for sale to the asker, with its links withheld from non-admins. */
function notOwnedByAsker(field: 'webinar' | 'kit') {
  return (body: Record<string, unknown>, role: Role) => {
    const item = body[field] as { state?: string; video_url?: unknown } | undefined;
    if (item?.state !== 'can_buy') return `state is ${item?.state}, expected can_buy`;
    if (field === 'webinar' && role !== 'admin' && item.video_url !== null) {
      return 'video_url is shown to a viewer without access';
    }
    return undefined;
  };
}

/**
 * The expected outcome of every operation of openapi.yaml for each role. An operation missing here
 * fails the safety net: nothing ships unexamined. Ids in requests point at what the asker does not
 * own (the other learner's purchases and account), so ownership is what gets tested.
 */
export const AUTHORIZATION_MATRIX: Record<string, Declaration | Declaration[]> = {
  health: { expect: everyone },

  // Auth endpoints are open to everyone; a token on them is ignored.
  getTokenByQuery: {
    expect: everyone,
    request: (world, role) => ({ query: credentialsOf(world, role) }),
  },
  getToken: { expect: everyone, request: (world, role) => ({ json: credentialsOf(world, role) }) },
  register: { expect: everyone, request: () => ({ json: registrationBody() }) },
  generatePasswordLink: {
    expect: everyone,
    request: (world) => ({ json: { email: world.bystander.login } }),
  },
  // Whoever holds the emailed token may use it; the request's own token plays no part.
  recoverPassword: {
    expect: everyone,
    request: async (world) => ({
      json: {
        token: await recoveryToken(world),
        new_password: 'new-secret',
        new_retyped_password: 'new-secret',
      },
    }),
  },
  logout: {
    expect: signedIn,
    request: async (world, role) => ({ token: await spareToken(world, role) }),
  },

  getCurrentUser: { expect: signedIn },
  updateCurrentUser: { expect: signedIn, request: () => ({ json: { city: 'Ставрополь' } }) },

  // Public catalog and content.
  listCertificates: { expect: everyone },
  listCompetencies: { expect: everyone },
  getCompetence: { expect: everyone, request: (world) => ({ path: { id: world.competence.id } }) },
  listFeedbacks: { expect: everyone },
  listMessages: { expect: everyone },
  listTags: { expect: everyone },
  listWebinars: { expect: everyone },
  listKits: { expect: everyone },
  // Another learner's purchase is a public course: visible, but for sale and without its links.
  getWebinar: [
    {
      expect: everyone,
      request: (world, role) => ({ path: { id: foreign(world, role).webinar.id } }),
      verify: notOwnedByAsker('webinar'),
    },
    {
      case: 'an inactive webinar',
      expect: adminOnlyElseNotFound,
      request: (world) => ({ path: { id: world.inactive.webinar.id } }),
    },
  ],
  getKit: [
    {
      expect: everyone,
      request: (world, role) => ({ path: { id: foreign(world, role).kit.id } }),
      verify: notOwnedByAsker('kit'),
    },
    {
      case: 'an inactive kit',
      expect: adminOnlyElseNotFound,
      request: (world) => ({ path: { id: world.inactive.kit.id } }),
    },
  ],
  listMyWebinars: {
    expect: signedIn,
    verify: onlyOwn('webinars', (holdings) => [holdings.webinar.id, holdings.kitWebinar.id]),
  },
  listMyKits: {
    expect: signedIn,
    request: () => ({ query: { mark_id: 1 } }),
    verify: onlyOwn('kits', (holdings) => [holdings.kit.id]),
  },
  // Anyone may ask for a consultation; a token only links the request to the account.
  requestConsultation: {
    expect: everyone,
    request: () => ({
      json: { name: 'Анна', contact: uniqueEmail('consultation'), consent: true },
    }),
  },

  // Admin: certificates.
  adminListAllCertificates: { expect: adminOnly },
  adminListCertificates: { expect: adminOnly, request: () => page },
  adminGetCertificate: {
    expect: adminOnly,
    request: (world) => ({ path: { id: world.certificate.id } }),
  },
  adminCreateCertificate: {
    expect: adminOnly,
    request: () => ({ json: { title: 'Свидетельство о повышении квалификации' } }),
  },
  adminUpdateCertificate: {
    expect: adminOnly,
    request: (world) => ({
      path: { id: world.certificate.id },
      json: { description: 'Обновлённое описание' },
    }),
  },
  adminDeleteCertificate: {
    expect: adminOnly,
    request: (world) => ({ path: { id: world.doomed.certificate.id } }),
  },

  // Admin: webinars, aimed at the other learner's purchase.
  adminListWebinars: { expect: adminOnly, request: () => page },
  adminGetWebinar: {
    expect: adminOnly,
    request: (world, role) => ({ path: { id: foreign(world, role).webinar.id } }),
  },
  adminCreateWebinar: {
    expect: adminOnly,
    request: () => ({ json: { title: 'Новый курс', price: 4900, price_azn: 98 } }),
  },
  adminUpdateWebinar: {
    expect: adminOnly,
    request: (world, role) => ({
      path: { id: foreign(world, role).webinar.id },
      json: { short_description: 'Новое короткое описание' },
    }),
  },
  adminAddWebinarCustomPrice: {
    expect: adminOnly,
    request: (world, role) => ({
      path: { id: foreign(world, role).webinar.id },
      json: { ...futureWindow, price: 2900, price_azn: 58 },
    }),
  },
  adminSortWebinars: {
    expect: adminOnly,
    request: (world) => ({
      json: { ids: [world.holdings.otherLearner.webinar.id, world.holdings.learner.webinar.id] },
    }),
  },
  // A course someone owns cannot be deleted (409), so the admin deletes one made for it.
  adminDeleteWebinar: {
    expect: adminOnly,
    request: (world) => ({ path: { id: world.doomed.webinar.id } }),
  },

  // Admin: kits.
  adminListKits: { expect: adminOnly, request: () => page },
  adminGetKit: {
    expect: adminOnly,
    request: (world, role) => ({ path: { id: foreign(world, role).kit.id } }),
  },
  adminCreateKit: {
    expect: adminOnly,
    request: (world) => ({
      json: {
        title: 'Новый комплект',
        price: 9900,
        price_azn: 198,
        webinar_ids: [world.plainWebinar.id],
      },
    }),
  },
  adminUpdateKit: {
    expect: adminOnly,
    request: (world, role) => ({
      path: { id: foreign(world, role).kit.id },
      json: { description: 'Новое описание комплекта' },
    }),
  },
  adminAddKitCustomPrice: {
    expect: adminOnly,
    request: (world, role) => ({
      path: { id: foreign(world, role).kit.id },
      json: { ...futureWindow, price: 5900, price_azn: 118 },
    }),
  },
  adminSortKits: {
    expect: adminOnly,
    request: (world) => ({
      json: { ids: [world.holdings.otherLearner.kit.id, world.holdings.learner.kit.id] },
    }),
  },
  adminDeleteKit: {
    expect: adminOnly,
    request: (world) => ({ path: { id: world.doomed.kit.id } }),
  },

  // Admin: users. Reads aim at the other learner; changes at the bystander, whom no role logs in as.
  adminListUsers: { expect: adminOnly, request: () => page },
  adminGetUser: [
    {
      expect: adminOnly,
      request: (world, role) => ({ path: { id: foreignUserId(world, role) } }),
    },
    USER_WITH_ACTIVE_TARIFF,
  ],
  adminListUserWebinars: {
    expect: adminOnly,
    request: (world, role) => ({ path: { id: foreignUserId(world, role) } }),
  },
  adminCreateUser: {
    expect: adminOnly,
    request: () => ({ json: { login: uniqueEmail('created'), password: 'secret1' } }),
  },
  adminUpdateUser: {
    expect: adminOnly,
    request: (world) => ({ path: { id: world.bystander.id }, json: { city: 'Казань' } }),
  },
  adminSetUserWebinars: {
    expect: adminOnly,
    request: (world) => ({
      path: { id: world.bystander.id },
      json: { webinars: [{ id: world.plainWebinar.id }], reason: 'Оплата переводом' },
    }),
  },

  adminListAudit: { expect: adminOnly, request: () => page },
  adminListConsultationRequests: { expect: adminOnly, request: () => page },
  adminUploadImage: {
    expect: adminOnly,
    request: () => ({
      file: { field: 'file', filename: 'picture.png', contentType: 'image/png', content: PNG },
    }),
  },

  ...ADMIN_DECLARATIONS,
  ...PAYMENT_DECLARATIONS,
  ...SCHOOL_DECLARATIONS,
};
