import type { Page } from "@playwright/test";

// Holds back the page's script chunks whose code contains `marker` until release(): code split off with
// import() arriving late, as on a slow network. (Routing turns the browser's HTTP cache off, so every load asks.)
export async function holdChunks(page: Page, marker: string) {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  let held = 0;
  await page.route("**/_next/static/chunks/**", async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes(marker)) {
      held++;
      await released;
    }
    await route.fulfill({ response, body });
  });
  return { release, held: () => held };
}

// Fails the page's script chunks whose code contains `marker` (a dropped connection) until heal(): split-off code
// that cannot be downloaded.
export async function failChunks(page: Page, marker: string) {
  let failing = true;
  let failed = 0;
  await page.route("**/_next/static/chunks/**", async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (failing && body.includes(marker)) {
      failed++;
      return route.abort("connectionreset");
    }
    await route.fulfill({ response, body });
  });
  return { heal: () => void (failing = false), failed: () => failed };
}
