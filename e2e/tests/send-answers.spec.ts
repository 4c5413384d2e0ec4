// Issue 25 (decision 18): "Send answers to". The address is set in the
// builder's Settings tab (a bad one is refused in words and not kept), the
// HTML page is exported through the UI, opened in Chromium as a file, filled
// and submitted: a loopback endpoint receives a normal form post
// (application/x-www-form-urlencoded) holding exactly the shown answers, a
// checkbox group as a repeated name, a hidden field absent. The page runs
// under its own Content-Security-Policy without a violation.
import { test, expect, type Page } from "@playwright/test";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { readFile, writeFile } from "node:fs/promises";
import { pathToFileURL } from "node:url";
import { importForm, openBuilder } from "./support/features";

const NOW = "2026-11-22T10:00:00.000Z";

const FORM = {
  id: "contact-form",
  title: "Contact Form",
  description: "",
  fields: [
    { id: "full-name", type: "text", label: "Full Name", required: true },
    { id: "email", type: "email", label: "Email Address", required: true },
    { id: "subject", type: "select", label: "Subject", required: true, options: ["General Inquiry", "Support", "Sales"] },
    {
      id: "phone",
      type: "phone",
      label: "Phone Number",
      required: true,
      conditional: { showWhen: { fieldId: "subject", condition: "equals", value: "Support" } },
    },
    { id: "topics", type: "checkbox", label: "Topics", options: ["Pricing", "Billing & invoices", "Other"] },
    { id: "message", type: "textarea", label: "Message", required: true },
  ],
  createdAt: NOW,
  updatedAt: NOW,
};

interface Received {
  method: string;
  path: string;
  type: string;
  body: string;
}

/** A loopback endpoint on a free port that records every request. */
async function endpoint(): Promise<{ server: Server; url: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (c: Buffer) => chunks.push(c));
    request.on("end", () => {
      received.push({
        method: request.method ?? "",
        path: request.url ?? "",
        type: request.headers["content-type"] ?? "",
        body: Buffer.concat(chunks).toString("utf8"),
      });
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      response.end("<!DOCTYPE html><title>Thanks</title><p>Received</p>");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}/answers`, received };
}

async function exportHtml(page: Page): Promise<string> {
  const event = page.waitForEvent("download");
  await page.getByRole("banner").getByRole("button", { name: "Export" }).click();
  await page.getByRole("menuitem", { name: "Export as HTML" }).click();
  return readFile((await (await event).path())!, "utf8");
}

test("the exported page posts exactly the shown answers to the address set in the Settings tab", async ({ page: builder, context }, testInfo) => {
  const { server, url, received } = await endpoint();
  try {
    await openBuilder(builder);
    await importForm(builder, FORM);
    await builder.getByRole("tab", { name: "Settings" }).click();
    const address = builder.getByLabel("Send answers to");

    // A bad address is refused in words beside the box, and the form keeps none.
    await address.fill("http://example.com/answers");
    await address.press("Tab");
    await expect(builder.getByRole("alert").filter({ hasText: "The address must start with https://" })).toBeVisible();
    await expect(address).toHaveAttribute("aria-invalid", "true");
    const refused = await exportHtml(builder);
    expect(refused).toContain("form-action 'none'");
    expect(refused).toContain("<form>");

    await address.fill(url);
    await address.press("Enter");
    await expect(builder.getByRole("alert")).toHaveCount(0);
    await expect(address).not.toHaveAttribute("aria-invalid");
    const html = await exportHtml(builder);
    expect(html).toContain(`<form method="post" action="${url}">`);
    expect(html).toContain(`form-action ${url}`);

    // Opened as a file, the way a user opens the download.
    const file = testInfo.outputPath("contact-form-form.html");
    await writeFile(file, html);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error" || m.type() === "warning") problems.push(m.text());
    });
    page.on("pageerror", (e) => problems.push(String(e)));
    const alerts: string[] = [];
    page.on("dialog", (d) => {
      alerts.push(d.message());
      void d.accept();
    });
    await page.goto(pathToFileURL(file).href);

    await page.getByLabel("Full Name").fill("Ada Lovelace");
    await page.getByLabel("Email Address").fill("ada@example.com");
    // The phone is answered while shown, then hidden: it must not be sent.
    await page.getByLabel("Subject").selectOption("Support");
    await page.getByLabel("Phone Number").fill("+1 555 123 4567");
    await page.getByLabel("Subject").selectOption("Sales");
    await expect(page.getByLabel("Phone Number")).toBeHidden();
    await page.getByRole("checkbox", { name: "Pricing" }).check();
    await page.getByRole("checkbox", { name: "Billing & invoices" }).check();
    await page.getByLabel("Message").fill("Line one\nline two = ünïcode & more");

    // Refused first: nothing is sent while a rule fails.
    await page.getByLabel("Email Address").fill("ada@");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByLabel("Email Address")).toBeFocused();
    expect(received).toEqual([]);
    await page.getByLabel("Email Address").fill("ada@example.com");

    await Promise.all([page.waitForURL(url), page.getByRole("button", { name: "Submit" }).click()]);
    await expect(page.getByText("Received")).toBeVisible();
    // The endpoint's answer page asks for a favicon too: only the post matters.
    const posts = received.filter((r) => r.method === "POST");
    expect(posts).toHaveLength(1);
    const [post] = posts;
    expect(post!.method).toBe("POST");
    expect(post!.path).toBe("/answers");
    expect(post!.type).toBe("application/x-www-form-urlencoded");
    expect([...new URLSearchParams(post!.body)]).toEqual([
      ["full-name", "Ada Lovelace"],
      ["email", "ada@example.com"],
      ["subject", "Sales"],
      ["topics", "Pricing"],
      ["topics", "Billing & invoices"],
      // The browser sends a textarea's line breaks as CR LF.
      ["message", "Line one\r\nline two = ünïcode & more"],
    ]);
    expect(alerts).toEqual([]);
    // Its own policy allowed its style, its script and this post: no violation was reported.
    expect(problems).toEqual([]);
  } finally {
    server.close();
  }
});
