import { chromium, type Browser } from "@playwright/test";
import playwrightConfig from "../../../playwright.config";
import { BenchError } from "../../../lib/dev/errors";
import { atStop } from "./lifecycle";

// Headless chromium exactly as the e2e suite launches it (playwright.config.ts: Debian's chromium and its flags),
// closed when the bench ends, however it ends.
export async function launchChromium(): Promise<{ browser: Browser; executablePath: string }> {
  const launchOptions = playwrightConfig.use?.launchOptions ?? {};
  const executablePath = launchOptions.executablePath;
  if (!executablePath) throw new BenchError("playwright.config.ts names no chromium (use.launchOptions)");
  // The bench's own handlers (lifecycle.ts) deal with Ctrl-C and SIGTERM: Playwright's would exit before the server
  // is stopped. On any exit, Playwright still kills the browser.
  const browser = await chromium.launch({
    ...launchOptions,
    headless: true,
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
  atStop(() => browser.close());
  return { browser, executablePath };
}
