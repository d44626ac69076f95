import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { AppModule } from '../app.module.js';
import { buildOpenApiDocument } from '../bootstrap/openapi.js';
import { loadConfig } from '../config/app-config.js';
import { renderOpenApiYaml } from '../bootstrap/openapi-yaml.js';

/**
 * Usage: node dist/cli/write-openapi.js ../../openapi.yaml
 * Builds the document from the code in Nest's preview mode: no provider runs, nothing connects.
 */
const target = process.argv[2];
if (!target) {
  process.stderr.write('Usage: write-openapi.js <output.yaml>\n');
  process.exit(1);
}
const config = loadConfig({
  DATABASE_URL: 'postgres://openapi@localhost/openapi',
  NODE_ENV: 'production',
});
const app = await NestFactory.create(AppModule.forRoot(config), new FastifyAdapter(), {
  preview: true,
  logger: false,
});
app.setGlobalPrefix('api');
writeFileSync(resolve(process.cwd(), target), renderOpenApiYaml(buildOpenApiDocument(app)));
await app.close();
process.stdout.write(`Wrote ${target}\n`);
