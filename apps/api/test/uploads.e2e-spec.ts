import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { createAdmin, registerUser, type Session } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** A real image of the given size and format: a gradient, so it compresses like a photo would. */
const picture = (width: number, height: number, format: 'jpeg' | 'webp' | 'png') =>
  sharp({ create: { width, height, channels: 3, background: '#b4633c' } })
    .composite([
      {
        input: Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
            `<circle cx="${width / 3}" cy="${height / 2}" r="${height / 3}" fill="#3c7ab4"/></svg>`,
        ),
      },
    ])
    .toFormat(format)
    .toBuffer();
const UPLOAD = '/api/v2/admin/uploads/images';

describe('image uploads', () => {
  let t: TestApp;
  let admin: Session;
  let learner: Session;
  let parentDir: string;
  let uploadDir: string;
  let JPEG: Buffer;
  let WEBP: Buffer;

  beforeAll(async () => {
    [JPEG, WEBP] = await Promise.all([picture(40, 30, 'jpeg'), picture(40, 30, 'webp')]);
    parentDir = mkdtempSync(join(tmpdir(), 'course-shop-uploads-'));
    uploadDir = join(parentDir, 'uploads');
    t = await createTestApp({ UPLOAD_DIR: uploadDir });
    admin = await createAdmin(t.dataSource, t.http);
    learner = await registerUser(t.http);
    // Booting the app and encoding the fixtures took over jest's 5 s on a loaded machine.
  }, 60_000);
  afterAll(async () => {
    await t.close();
    rmSync(parentDir, { recursive: true, force: true });
  });

  const stored = () => {
    try {
      return readdirSync(join(uploadDir, 'images'));
    } catch {
      return [];
    }
  };
  const upload = (buffer: Buffer, contentType: string, filename = 'picture.png', field = 'file') =>
    t.http().post(UPLOAD).set(admin.auth).attach(field, buffer, { filename, contentType });

  it('is 401 anonymous and 403 for a learner, storing nothing', async () => {
    const before = stored().length;
    await t
      .http()
      .post(UPLOAD)
      .attach('file', PNG, { filename: 'a.png', contentType: 'image/png' })
      .expect(401);
    const forbidden = await t
      .http()
      .post(UPLOAD)
      .set(learner.auth)
      .attach('file', PNG, { filename: 'a.png', contentType: 'image/png' })
      .expect(403);
    expect(forbidden.body.message).toBe('У вас нет доступа к этой странице');
    expect(stored()).toHaveLength(before);
  });

  it('stores a PNG under a fresh name and serves it with a year-long immutable cache', async () => {
    const response = await upload(PNG, 'image/png').expect(201);
    expect(response.body).toEqual({
      url: expect.stringMatching(/^\/uploads\/images\/[0-9a-f-]{36}\.png$/),
    });
    const url = response.body.url as string;
    expect(readFileSync(join(uploadDir, url.replace('/uploads/', '')))).toEqual(PNG);

    const served = await t.http().get(url).buffer(true).expect(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['content-length']).toBe(String(PNG.length));
    expect(Buffer.from(served.body as Buffer)).toEqual(PNG);

    const again = await upload(PNG, 'image/png').expect(201);
    expect(again.body.url).not.toBe(url);
  });

  it.each([
    ['JPEG', () => JPEG, 'image/jpeg', 'jpg'],
    ['WebP', () => WEBP, 'image/webp', 'webp'],
    ['a PNG declared as JPEG', () => PNG, 'image/jpeg', 'png'],
  ])('accepts %s and names it by its bytes', async (_, buffer, contentType, extension) => {
    const response = await upload(buffer(), contentType, 'photo').expect(201);
    expect(response.body.url).toMatch(new RegExp(`\\.${extension}$`));
    const served = await t.http().get(response.body.url).expect(200);
    expect(served.headers['content-type']).toBe(
      `image/${extension === 'jpg' ? 'jpeg' : extension}`,
    );
  });

  it.each([
    ['text declared as a PNG', Buffer.from('<?php echo 1; ?>'), 'image/png'],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml'],
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'), 'image/gif'],
    ['a real PNG declared as HTML', PNG, 'text/html'],
  ])('refuses %s with 415 and stores nothing', async (_, buffer, contentType) => {
    const before = stored().length;
    const response = await upload(buffer, contentType).expect(415);
    expect(response.body).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Можно загрузить только изображения JPEG, PNG или WebP',
    });
    expect(stored()).toHaveLength(before);
  });

  it('refuses a file over 5 MB with 413 and stores nothing', async () => {
    const before = stored().length;
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const response = await upload(big, 'image/png').expect(413);
    expect(response.body).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Файл слишком большой: не больше 5 МБ',
    });
    expect(stored()).toHaveLength(before);
  });

  it('accepts a file of exactly 5 MB', async () => {
    const exact = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 - PNG.length)]);
    await upload(exact, 'image/png').expect(201);
  });

  it('refuses a body that is not multipart with 415', async () => {
    const response = await t
      .http()
      .post(UPLOAD)
      .set(admin.auth)
      .send({ file: PNG.toString('base64') })
      .expect(415);
    expect(response.body.message).toBe('Отправьте изображение как multipart/form-data в поле file');
  });

  it('refuses a file in another field, an empty file and a form without a file', async () => {
    const before = stored().length;
    const wrong = await upload(PNG, 'image/png', 'a.png', 'image').expect(400);
    expect(wrong.body.message).toBe('Файл должен быть в поле file');
    const empty = await upload(Buffer.alloc(0), 'image/png').expect(400);
    expect(empty.body.message).toBe('Файл пустой');
    const none = await t.http().post(UPLOAD).set(admin.auth).field('title', 'x').expect(400);
    expect(none.body.message).toBe('Выберите файл для загрузки');
    expect(stored()).toHaveLength(before);
  });

  describe('variants', () => {
    const variantPath = (url: string, width: number) =>
      join(uploadDir, url.replace('/uploads/', '').replace(/\.\w+$/, `-w${width}.webp`));
    const sizeOf = async (path: string) => {
      const { format, width, height } = await sharp(readFileSync(path)).metadata();
      return { format, width, height };
    };

    it('writes WebP copies 320, 640, 768 and 1024 px wide beside the original and serves them', async () => {
      const response = await upload(await picture(1600, 900, 'jpeg'), 'image/jpeg').expect(201);
      const url = response.body.url as string;
      expect(await sizeOf(variantPath(url, 320))).toEqual({
        format: 'webp',
        width: 320,
        height: 180,
      });
      expect(await sizeOf(variantPath(url, 640))).toEqual({
        format: 'webp',
        width: 640,
        height: 360,
      });
      expect(await sizeOf(variantPath(url, 768))).toEqual({
        format: 'webp',
        width: 768,
        height: 432,
      });
      expect(await sizeOf(variantPath(url, 1024))).toEqual({
        format: 'webp',
        width: 1024,
        height: 576,
      });

      const served = await t
        .http()
        .get(url.replace(/\.jpg$/, '-w640.webp'))
        .expect(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }, 30_000);

    it('never upscales: a copy wider than the original keeps the original width', async () => {
      const response = await upload(await picture(500, 250, 'png'), 'image/png').expect(201);
      const url = response.body.url as string;
      expect(await sizeOf(variantPath(url, 320))).toMatchObject({ width: 320, height: 160 });
      expect(await sizeOf(variantPath(url, 640))).toMatchObject({ width: 500, height: 250 });
      expect(await sizeOf(variantPath(url, 768))).toMatchObject({ width: 500, height: 250 });
      expect(await sizeOf(variantPath(url, 1024))).toMatchObject({ width: 500, height: 250 });
    }, 30_000);

    it('renders a copy missing beside an older upload on its first request, once, and keeps it', async () => {
      // An image stored before the 768 px width existed: its original and no copy of that width.
      const key = 'images/1b2c3d4e-older-upload';
      mkdirSync(join(uploadDir, 'images'), { recursive: true });
      writeFileSync(join(uploadDir, `${key}.png`), await picture(1200, 600, 'png'));
      const address = `/uploads/${key}-w768.webp`;

      const answers = await Promise.all([t.http().get(address), t.http().get(address)]);
      for (const answer of answers) {
        expect(answer.status).toBe(200);
        expect(answer.headers['content-type']).toBe('image/webp');
        expect(await sharp(answer.body as Buffer).metadata()).toMatchObject({
          format: 'webp',
          width: 768,
          height: 384,
        });
      }
      expect(stored().filter((name) => name.startsWith('1b2c3d4e-older-upload'))).toEqual([
        '1b2c3d4e-older-upload-w768.webp',
        '1b2c3d4e-older-upload.png',
      ]);
      const kept = readFileSync(join(uploadDir, `${key}-w768.webp`));
      await t.http().get(address).expect(200);
      expect(readFileSync(join(uploadDir, `${key}-w768.webp`)).equals(kept)).toBe(true);
    }, 30_000);

    it.each([
      ['a width the site does not make', 'images/3d4e5f6a-has-original-w500.webp'],
      ['no original', 'images/00000000-no-original-w768.webp'],
    ])('renders nothing for %s: a 404', async (_, key) => {
      mkdirSync(join(uploadDir, 'images'), { recursive: true });
      writeFileSync(join(uploadDir, 'images/3d4e5f6a-has-original.png'), PNG);
      const before = stored().length;
      await t.http().get(`/uploads/${key}`).expect(404);
      expect(stored()).toHaveLength(before);
    });

    it('answers 404 for a copy whose original does not decode, and stores nothing', async () => {
      writeFileSync(join(uploadDir, 'images/2c3d4e5f-broken.jpg'), Buffer.alloc(64, 7));
      const before = stored().length;
      await t.http().get('/uploads/images/2c3d4e5f-broken-w768.webp').expect(404);
      expect(stored()).toHaveLength(before);
    });

    it('makes variants of a WebP original without overwriting it', async () => {
      const response = await upload(await picture(800, 400, 'webp'), 'image/webp').expect(201);
      const url = response.body.url as string;
      expect(url).toMatch(/\.webp$/);
      expect(await sizeOf(variantPath(url, 640))).toMatchObject({ width: 640, height: 320 });
      expect(await sizeOf(join(uploadDir, url.replace('/uploads/', '')))).toMatchObject({
        width: 800,
      });
    }, 30_000);

    it.each([
      [
        'a truncated JPEG',
        async () => (await picture(800, 600, 'jpeg')).subarray(0, 600),
        'image/jpeg',
      ],
      [
        'JPEG magic bytes followed by garbage',
        async () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 7)]),
        'image/jpeg',
      ],
      ['a PNG of 48 million pixels', () => picture(8000, 6000, 'png'), 'image/png'],
    ])(
      'refuses %s with a Russian 400 and writes no file at all',
      async (_, make, contentType) => {
        const before = stored().length;
        const response = await upload(await make(), contentType).expect(400);
        expect(response.body).toEqual({
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          message:
            'Не удалось открыть изображение: файл повреждён или в нём больше 40 млн пикселей',
          errors: {
            file: [
              'Не удалось открыть изображение: файл повреждён или в нём больше 40 млн пикселей',
            ],
          },
        });
        expect(stored()).toHaveLength(before);
      },
      30_000,
    );
  });

  describe('serving', () => {
    // A real image just outside UPLOAD_DIR, which no path may reach.
    beforeAll(() => writeFileSync(join(parentDir, 'course-shop-secret.png'), PNG));

    it('answers a missing file with a JSON 404 in Russian', async () => {
      const response = await t.http().get('/uploads/images/missing.png').expect(404);
      expect(response.body).toEqual({
        statusCode: 404,
        code: 'FILE_NOT_FOUND',
        message: 'Файл не найден',
      });
    });

    it.each([
      '/uploads/images/00000000-0000-0000-0000-000000000000.png',
      '/uploads/../course-shop-secret.png',
      '/uploads/%2e%2e/course-shop-secret.png',
      '/uploads/images/..%2f..%2fcourse-shop-secret.png',
      '/uploads/images/%00.png',
      '/uploads/images/note.txt',
      '/uploads/',
    ])('answers 404 for %s', async (path) => {
      const response = await t.http().get(path);
      expect(response.status).toBe(404);
      expect(response.headers['cache-control']).not.toBe('public, max-age=31536000, immutable');
    });

    it('keeps the API prefix for everything else', async () => {
      await t.http().get('/api/uploads/images/x.png').expect(404);
      await t.http().post('/uploads/images/x.png').expect(404);
    });
  });
});
