// Writes the legal PDF templates the site links to (apps/web/public/static/*.pdf) from
// scripts/legal/documents.mjs: `node scripts/generate-legal-pdfs.mjs`. The PDFs are checked in;
// rerun after editing the texts. Each page carries the template marker until the author's texts
// replace it. DejaVu Sans (npm dejavu-fonts-ttf) has the Cyrillic glyphs; the output is
// byte-for-byte reproducible (fixed dates, no random ids).
import { createWriteStream } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { documents, TEMPLATE_MARKER } from './legal/documents.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = path.join(root, 'apps/web');
// pdfkit and the fonts are the web app's dev dependencies.
const require = createRequire(path.join(webDir, 'package.json'));
const PDFDocument = require('pdfkit');
const fontDir = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const outDir = path.join(webDir, 'public/static');
const FIXED_DATE = new Date('2026-01-01T00:00:00Z');
const MARGIN = 64;

function marker(pdf) {
  const width = pdf.page.width - MARGIN * 2;
  const top = pdf.y;
  pdf.rect(MARGIN, top, width, 26).fill('#fdf1ee');
  pdf
    .fillColor('#b3261e')
    .font('bold')
    .fontSize(11)
    .text(TEMPLATE_MARKER.toUpperCase(), MARGIN, top + 8, { width, align: 'center' });
  pdf.fillColor('#2a201b').moveDown(1.2);
}

function render(document) {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: document.title,
      Subject: TEMPLATE_MARKER,
      Keywords: 'шаблон',
      CreationDate: FIXED_DATE,
      ModDate: FIXED_DATE,
    },
  });
  pdf.registerFont('regular', path.join(fontDir, 'DejaVuSans.ttf'));
  pdf.registerFont('bold', path.join(fontDir, 'DejaVuSans-Bold.ttf'));
  pdf.on('pageAdded', () => marker(pdf));
  marker(pdf);
  pdf.font('bold').fontSize(16).text(document.title, { align: 'center' }).moveDown(0.8);
  pdf.font('regular').fontSize(10.5).text(document.intro, { align: 'justify' }).moveDown(0.8);
  document.sections.forEach((section, index) => {
    pdf
      .font('bold')
      .fontSize(12)
      .text(`${index + 1}. ${section.title}`)
      .moveDown(0.3);
    pdf.font('regular').fontSize(10.5);
    for (const paragraph of section.paragraphs) {
      pdf.text(paragraph, { align: 'justify' }).moveDown(0.4);
    }
    pdf.moveDown(0.4);
  });
  const done = new Promise((resolve, reject) => {
    const stream = createWriteStream(path.join(outDir, document.file));
    stream.on('finish', resolve).on('error', reject);
    pdf.pipe(stream);
  });
  pdf.end();
  return done;
}

await Promise.all(documents.map(render));
console.log(`wrote ${documents.length} PDFs to ${path.relative(root, outDir)}`);
