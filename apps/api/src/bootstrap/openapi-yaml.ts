import type { OpenAPIObject } from '@nestjs/swagger';
import { stringify } from 'yaml';

/** Deterministic YAML (sorted keys, no line folding), so a regenerated file diffs only on real changes. */
export function renderOpenApiYaml(document: OpenAPIObject): string {
  return stringify(document, { sortMapEntries: true, lineWidth: 0, aliasDuplicateObjects: false });
}
