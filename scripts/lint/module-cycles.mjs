// Fails when the API's modules import each other in a cycle (apps/api/src/modules/<name>/...).
// A module may use another one, but never through a loop: a loop means neither can be understood,
// tested or moved without the other. Prints every cycle found, one per line.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const modulesDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../apps/api/src/modules');
const IMPORT = /^\s*(?:import|export)\s[^'"]*?from\s+['"](\.{1,2}\/[^'"]+)['"]/gm;

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(name) && !/\.spec\.ts$/.test(name) ? [path] : [];
  });
}

/** The module a file belongs to, or null outside the modules folder. */
function moduleOf(path) {
  const inside = relative(modulesDir, path);
  return inside.startsWith('..') ? null : inside.split(sep)[0];
}

/** module name -> Map(used module -> one importing file, for the message) */
export function moduleGraph() {
  const graph = new Map();
  for (const file of sourceFiles(modulesDir)) {
    const from = moduleOf(file);
    const edges = graph.get(from) ?? new Map();
    graph.set(from, edges);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const to = moduleOf(resolve(dirname(file), specifier));
      if (to && to !== from && !edges.has(to)) edges.set(to, relative(modulesDir, file));
    }
  }
  return graph;
}

/** Strongly connected components with more than one module (Tarjan). */
export function cycles(graph) {
  let index = 0;
  const indices = new Map();
  const lowLinks = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (node) => {
    indices.set(node, index);
    lowLinks.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!indices.has(next)) {
        visit(next);
        lowLinks.set(node, Math.min(lowLinks.get(node), lowLinks.get(next)));
      } else if (onStack.has(next)) {
        lowLinks.set(node, Math.min(lowLinks.get(node), indices.get(next)));
      }
    }
    if (lowLinks.get(node) === indices.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!indices.has(node)) visit(node);
  return found;
}

const graph = moduleGraph();
const found = cycles(graph);
if (found.length === 0) {
  console.log(`module cycles: none among ${graph.size} API modules`);
} else {
  for (const component of found) {
    const members = new Set(component);
    const links = component.flatMap((from) =>
      [...graph.get(from)]
        .filter(([to]) => members.has(to))
        .map(([to, file]) => `    ${from} -> ${to}  (${file})`),
    );
    console.error(`module cycle: ${component.join(', ')}\n${links.join('\n')}`);
  }
  process.exit(1);
}
