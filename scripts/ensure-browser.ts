import { ensureDebianPackages } from './lib/debian-packages';

/*
 * The page tests drive Debian's Chromium, never a browser downloaded by Playwright: its headless shell
 * (playwright.config.ts, docs/decisions/0017), and the full browser for the Lighthouse bench. Both come from Debian's
 * chromium source package. The W3C Nu HTML Checker they run (docs/decisions/0057) needs a Java runtime, Debian's
 * default one. Whichever is missing is installed.
 */
ensureDebianPackages(
  [
    { name: 'chromium', executable: '/usr/bin/chromium' },
    { name: 'chromium-headless-shell', executable: '/usr/bin/chromium-headless-shell' },
    { name: 'default-jre-headless', executable: '/usr/bin/java' },
  ],
  'The page tests',
);
