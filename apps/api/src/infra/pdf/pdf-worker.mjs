// Builds PDFs with pdfmake off the server's event loop (DESIGN.md §4b). Plain JavaScript so it
// runs as a worker thread however the server runs (tsx, tests). Receives { id, doc, footer }
// messages (a pdfmake document definition: data only; a footer text that gets page numbers
// here, since a function cannot be sent) and answers { id, pdf } or { id, error }.
import { createRequire } from 'node:module';
import { parentPort } from 'node:worker_threads';

const require = createRequire(import.meta.url);
const pdfmake = require('pdfmake');
const fonts = require('pdfmake/fonts/Roboto.js');

pdfmake.addFonts(fonts);
// Documents are built from our own data: no image or font is fetched, no other file is read.
const fontFiles = new Set(Object.values(fonts.Roboto));
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((path) => fontFiles.has(path));

const withFooter = (doc, footer) =>
  footer
    ? {
        ...doc,
        footer: (page, pages) => ({
          text: `${footer}    Page ${page} of ${pages}`,
          style: 'footer',
          margin: [40, 12, 40, 0],
          fontSize: 8,
          color: '#555555',
        }),
      }
    : doc;

parentPort?.on('message', async ({ id, doc, footer }) => {
  try {
    const buffer = await pdfmake.createPdf(withFooter(doc, footer)).getBuffer();
    parentPort?.postMessage({ id, pdf: new Uint8Array(buffer) });
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
