import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { generateOpenApiYaml } from '../bootstrap/openapi-yaml.js';

/** Usage: node dist/cli/write-openapi.js ../../openapi.yaml */
const target = process.argv[2];
if (!target) {
  process.stderr.write('Usage: write-openapi.js <output.yaml>\n');
  process.exit(1);
}
writeFileSync(resolve(process.cwd(), target), await generateOpenApiYaml());
process.stdout.write(`Wrote ${target}\n`);
