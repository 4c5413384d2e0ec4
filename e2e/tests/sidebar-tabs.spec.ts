// Spec §2: the sidebar's tabs Fields, Templates and Settings, as WAI-ARIA's
// tabs pattern with automatic activation (what Radix Tabs did, and our own
// Tabs now do: components/ui/tabs.tsx). One tab stop, the selected tab; the
// arrows move along the tabs and select (wrapping), Home and End go to the
// ends; a press of the main mouse button selects; only the selected tab's
// panel is shown, named by its tab.
import { test, expect } from "../fixtures/builder";

test("the sidebar's tabs: one tab stop, arrows, Home and End, a press", async ({ builder, page }) => {
  const tab = (name: string) => builder.sidebar.getByRole("tab", { name, exact: true });
  const panel = builder.sidebar.getByRole("tabpanel");
  const selected = async (name: string) => {
    await expect(tab(name)).toHaveAttribute("aria-selected", "true");
    await expect(builder.sidebar.getByRole("tab", { selected: true })).toHaveCount(1);
    await expect(panel).toHaveCount(1);
    await expect(panel).toHaveAccessibleName(name);
    await expect(panel).toHaveAttribute("id", (await tab(name).getAttribute("aria-controls"))!);
  };

  await expect(builder.sidebar.getByRole("tablist").getByRole("tab")).toHaveText(["Fields", "Templates", "Settings"]);
  await selected("Fields");

  await tab("Fields").focus();
  await page.keyboard.press("ArrowRight");
  await expect(tab("Templates")).toBeFocused();
  await selected("Templates");
  await page.keyboard.press("ArrowRight");
  await selected("Settings");
  await expect(builder.sidebar.getByLabel("Form Title")).toBeVisible();
  // Off the end it wraps; Up and Down do nothing in a row of tabs.
  await page.keyboard.press("ArrowRight");
  await expect(tab("Fields")).toBeFocused();
  await selected("Fields");
  await page.keyboard.press("ArrowLeft");
  await selected("Settings");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowUp");
  await expect(tab("Settings")).toBeFocused();
  await selected("Settings");
  await page.keyboard.press("Home");
  await expect(tab("Fields")).toBeFocused();
  await selected("Fields");
  await page.keyboard.press("End");
  await expect(tab("Settings")).toBeFocused();
  await selected("Settings");

  // One tab stop: Tab leaves the row for the panel (focusable itself), Shift+Tab
  // comes back to the selected tab and then leaves the row; Tab enters it again
  // at the selected tab.
  await page.keyboard.press("Tab");
  await expect(panel).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(tab("Settings")).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(builder.sidebar.getByRole("tab").and(page.locator(":focus"))).toHaveCount(0);
  await page.keyboard.press("Tab");
  await expect(tab("Settings")).toBeFocused();

  // The main button selects as it goes down; the other button does not select.
  await tab("Templates").click({ button: "right" });
  await selected("Settings");
  await tab("Templates").hover();
  await page.mouse.down();
  await selected("Templates");
  await page.mouse.up();
  // A panel not selected holds nothing: the Settings tab's form is gone, the palette is back on Fields.
  await expect(builder.sidebar.getByLabel("Form Title")).toHaveCount(0);
  await tab("Fields").click();
  await selected("Fields");
  await expect(builder.palette("Text Input")).toBeVisible();
  await expect(page.locator("[role=tabpanel][hidden]")).toHaveCount(2);
  await expect(page.locator("[role=tabpanel][hidden]:empty")).toHaveCount(2);
});
