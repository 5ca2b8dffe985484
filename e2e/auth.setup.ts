import { expect, test as setup } from "@playwright/test";
import { DEMO_PASSWORD, emailOf, roles, storageStateOf } from "./support/roles";

for (const role of roles) {
  setup(`sign in as ${role}`, async ({ page }) => {
    await page.goto("/sign-in");
    await page.getByLabel("Email").fill(emailOf(role));
    await page.getByLabel("Password").fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { name: "Projects" })).toBeVisible();
    await page.context().storageState({ path: storageStateOf(role) });
  });
}
