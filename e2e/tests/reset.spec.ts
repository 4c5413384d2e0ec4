// Spec §2 Smart Tools 'Reset Form', §4 Reset (fresh blank form, history cleared).
import { test, expect } from "@playwright/test";
import { formStructure, openBuilder, smartTools, useTemplate } from "./support/features";

test("Reset Form asks first, then clears the form and its history", async ({ page }) => {
  await openBuilder(page);
  await useTemplate(page, "User Registration");
  await page.getByRole("tab", { name: "Settings" }).click();
  await page.getByLabel("Form Title").fill("Sign up");
  await expect(formStructure(page).getByText("Sign up", { exact: true })).toBeVisible();
  const undo = page.getByRole("banner").getByRole("button", { name: "Undo" });
  await expect(undo).toBeEnabled();

  const questions: string[] = [];
  page.once("dialog", (d) => {
    questions.push(d.message());
    void d.accept();
  });
  await smartTools(page).getByRole("button", { name: "Reset Form" }).click();
  expect(questions).toEqual(["Reset the form? All fields, the title and the undo history will be cleared."]);
  await expect(formStructure(page).getByText("Untitled Form", { exact: true })).toBeVisible();
  await expect(formStructure(page).getByRole("listitem")).toHaveCount(0);
  await expect(smartTools(page).getByTestId("stat-fields")).toHaveText("0");
  await expect(smartTools(page).getByTestId("stat-required")).toHaveText("0");
  await expect(undo).toBeDisabled();
  await expect(page.getByRole("banner").getByRole("button", { name: "Redo" })).toBeDisabled();
  await expect(page.getByRole("region", { name: "Form canvas" }).getByText("Start Building Your Form")).toBeVisible();
});

test("Reset Form dismissed keeps the form and its history", async ({ page }) => {
  await openBuilder(page);
  await useTemplate(page, "Contact Form");
  page.once("dialog", (d) => void d.dismiss());
  await smartTools(page).getByRole("button", { name: "Reset Form" }).click();
  await expect(formStructure(page).getByText("Contact Form", { exact: true })).toBeVisible();
  await expect(smartTools(page).getByTestId("stat-fields")).toHaveText("5");
});
