import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { KitCustomPrice } from '../../src/modules/kits/entities/kit-custom-price.entity.js';
import { KitWebinar } from '../../src/modules/kits/entities/kit-webinar.entity.js';
import { Kit } from '../../src/modules/kits/entities/kit.entity.js';
import { WebinarCustomPrice } from '../../src/modules/webinars/entities/webinar-custom-price.entity.js';
import { Webinar } from '../../src/modules/webinars/entities/webinar.entity.js';

const suffix = () => randomBytes(3).toString('hex');

export async function createWebinar(
  dataSource: DataSource,
  overrides: Partial<Webinar> = {},
): Promise<Webinar> {
  const repository = dataSource.getRepository(Webinar);
  return repository.save(
    repository.create({
      title: `Курс ${suffix()}`,
      price: 4900,
      priceAzn: 98,
      shortDescription: 'Короткое описание',
      description: ['Первый абзац', 'Второй абзац'],
      url: 'https://materials.example/course',
      videoUrl: 'https://video.example/embed/course',
      length: '3 часа',
      isActive: true,
      ...overrides,
    }),
  );
}

export async function createKit(
  dataSource: DataSource,
  webinars: Webinar[],
  overrides: Partial<Kit> = {},
): Promise<Kit> {
  const kit = await dataSource.getRepository(Kit).save(
    dataSource.getRepository(Kit).create({
      title: `Комплект ${suffix()}`,
      description: 'Описание комплекта',
      price: 9900,
      priceAzn: 198,
      isActive: true,
      ...overrides,
    }),
  );
  await dataSource
    .getRepository(KitWebinar)
    .insert(
      webinars.map((webinar, position) => ({ kitId: kit.id, webinarId: webinar.id, position })),
    );
  return kit;
}

export async function addWebinarPrice(
  dataSource: DataSource,
  webinarId: number,
  window: { start: string; end: string; price: number; priceAzn: number },
): Promise<void> {
  await dataSource.getRepository(WebinarCustomPrice).insert({
    webinarId,
    start: new Date(window.start),
    end: new Date(window.end),
    price: window.price,
    priceAzn: window.priceAzn,
  });
}

export async function addKitPrice(
  dataSource: DataSource,
  kitId: number,
  window: { start: string; end: string; price: number; priceAzn: number },
): Promise<void> {
  await dataSource.getRepository(KitCustomPrice).insert({
    kitId,
    start: new Date(window.start),
    end: new Date(window.end),
    price: window.price,
    priceAzn: window.priceAzn,
  });
}
