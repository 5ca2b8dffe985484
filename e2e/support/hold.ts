import type { Page } from "@playwright/test";

// Holds back the page's script chunks whose code contains `marker` until release(): code split off with
// import() arriving late, as on a slow network. (Routing turns the browser's HTTP cache off, so every load asks.)
// A chunk counts as held once its answer is in hand, which can come after the server's HTML is on screen: poll
// held(), do not read it once.
export async function holdChunks(page: Page, marker: string) {
  const { released, release } = gate();
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

// Holds back the answers to requests matching `url` until release() (a slow API), each fetched as it is asked for
// and passed on as it came, or as `rewrite` makes its JSON body. Once released, later answers pass at once.
export async function holdResponses(page: Page, url: string, rewrite?: (json: never) => unknown) {
  const { released, release } = gate();
  let held = 0;
  await page.route(url, async (route) => {
    const response = await route.fetch();
    held++;
    await released;
    if (!rewrite) return route.fulfill({ response });
    await route.fulfill({ response, json: rewrite((await response.json()) as never) });
  });
  return { release, held: () => held };
}

function gate() {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  return { released, release };
}
