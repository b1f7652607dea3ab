/**
 * A page's scripts are asked for once its first screen is painted with its pictures (docs/decisions/0036).
 *
 * React Router writes a `<link rel="modulepreload">` into the head for every script of the page, and one module script
 * near the end of the body that imports the route modules statically, then the client entry. Browsers fetch all of them
 * as soon as they read the head, beside the stylesheets and the first screen's pictures, and on a slow connection the
 * scripts (about 110 KB gzipped) take the bandwidth that the largest picture needs. Here the server moves them behind
 * the first screen: the preload links leave the head, and the module script first waits for the pictures the page marks
 * `fetchpriority="high"` (the popup, the hero, the banner) to load or fail and for one frame to be painted (three
 * seconds at most, and a hidden tab paints no frame), then adds the same preload links and imports the same modules.
 * Hydration matches those links by href and rel, and the routes' modules reach React Router as before.
 */

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
/** One opening `<script …>` tag, read on its own. */
const MODULE_SCRIPT_TAG = /^<script\b[^>]*\btype="module"[^>]*>$/;
const STATIC_ROUTE_IMPORT = /import \* as (route\d+) from ("[^"]+");/g;
const HEAD_END = Buffer.from('</head>');
const SCRIPT_START = Buffer.from('<script');
const SCRIPT_END = Buffer.from('</script>');
const TAG_END = '>'.charCodeAt(0);
/** The longest a page waits for its first screen before asking for its scripts. */
export const FIRST_SCREEN_MAX_WAIT_MS = 3000;

/** The wait, as the module script's first statement (top-level await: the script is a module). */
const FIRST_SCREEN = `await Promise.race([
  Promise.all(
    [...document.querySelectorAll('img[fetchpriority="high"]')].map((image) =>
      image.complete || new Promise((done) => {
        image.addEventListener("load", done, { once: true });
        image.addEventListener("error", done, { once: true });
      }),
    ),
  ).then(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done)))),
  new Promise((done) => setTimeout(done, ${FIRST_SCREEN_MAX_WAIT_MS})),
]);
`;

/**
 * The page is read as bytes: only its head and the module script are decoded and written again (as text, the page
 * cost a decoding and an encoding of all its 40 to 130 KB). Every mark looked for is ASCII, so a cut never splits a
 * character.
 */
export function withScriptsAfterFirstScreen(document: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  const headEnd = document.indexOf(HEAD_END);
  const script = moduleScriptTag(document);
  if (headEnd < 0 || !script || script.start < headEnd) return document;

  const preloads: string[] = [];
  const head = document.toString('utf8', 0, headEnd).replace(MODULE_PRELOAD, (_link, href: string) => {
    preloads.push(href);
    return '';
  });
  const bodyStart = script.end;
  const bodyEnd = document.indexOf(SCRIPT_END, bodyStart);
  if (bodyEnd < 0) return document;
  const routes: { name: string; specifier: string }[] = [];
  const rest = document
    .toString('utf8', bodyStart, bodyEnd)
    .replace(STATIC_ROUTE_IMPORT, (_import, name: string, specifier: string) => {
      routes.push({ name, specifier });
      return '';
    });

  const preload = `for (const href of ${JSON.stringify(preloads)}) {
  const link = document.createElement("link");
  link.rel = "modulepreload";
  link.href = href;
  document.head.append(link);
}
`;
  const imports =
    routes.length === 0
      ? ''
      : `const [${routes.map(({ name }) => name).join(', ')}] = await Promise.all([${routes
          .map(({ specifier }) => `import(${specifier})`)
          .join(', ')}]);\n`;
  return Buffer.concat([
    Buffer.from(head, 'utf8'),
    document.subarray(headEnd, bodyStart),
    Buffer.from(FIRST_SCREEN + preload + imports + rest, 'utf8'),
    document.subarray(bodyEnd),
  ]);
}

/** Where the document's first `<script type="module" …>` tag starts, and where its content starts. */
function moduleScriptTag(document: Buffer): { start: number; end: number } | undefined {
  for (
    let start = document.indexOf(SCRIPT_START);
    start >= 0;
    start = document.indexOf(SCRIPT_START, start + SCRIPT_START.length)
  ) {
    const close = document.indexOf(TAG_END, start);
    if (close < 0) return undefined;
    if (MODULE_SCRIPT_TAG.test(document.toString('latin1', start, close + 1)))
      return { start, end: close + 1 };
  }
  return undefined;
}
