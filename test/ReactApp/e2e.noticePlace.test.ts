/**
 * Where a fill notice sits (issue 72, defect 8): at 1440×900 under en-US (New York), a long one (12.34 ETH) covers
 * none of the trade tape's times: it stays over the order column. At 390×844 touch under de-DE (Berlin), with the
 * position's buttons at the bottom of the screen (where the notice would cover them) it moves up, and covers none of
 * the phone's tab bar either (it sat over the tabs).
 */
import { expect, layer } from "@effect/vitest"
import type { Page } from "playwright-core"
import * as H from "./e2e/Harness.js"

/** What of `selector` the notices' stack covers (each by its test id or text). */
const coveredBy = (page: Page, selector: string): Promise<ReadonlyArray<string>> =>
  page.evaluate((sel) => {
    const notices = document.querySelector('[data-testid="fill-notices"]')
    if (notices === null) return ["no notice"]
    const n = notices.getBoundingClientRect()
    return Array.from(document.querySelectorAll(sel))
      .filter((el) => {
        const r = el.getBoundingClientRect()
        return r.width > 0 && r.left < n.right && n.left < r.right && r.top < n.bottom && n.top < r.bottom
      })
      .map((el) => el.getAttribute("data-testid") ?? el.textContent ?? "")
  }, selector)

const buy = async (page: Page, size: H.Size, qty: string) => {
  await H.connectDemoKeys(page, size)
  await H.showTab(page, size, "orders")
  await page.waitForSelector(H.byId("order-submit"), { timeout: 30_000 })
  await page.click(H.byId("order-side-buy"))
  await page.click(H.byId("order-type-market"))
  await page.fill(H.byId("order-qty"), qty)
  await page.click(H.byId("order-submit"))
  await page.waitForSelector(H.byId("fill-notice"), { timeout: 30_000 })
}

layer(H.app, { timeout: "300 seconds", excludeTestServices: true })("React app: where a fill notice sits", (it) => {
  const desktop = H.screens[0] as H.Size
  it.effect(`${H.nameOf({ size: desktop, zone: H.zones[1] as H.Zone })}: none of the tape's times under it`, () =>
    H.browse(async ({ browser, served }) => {
      const { page } = await H.open(browser, served.url(), desktop, "?category=linear&symbol=ETHUSDT", H.zones[1])
      await page.waitForSelector('[data-testid="trade-row"]', { timeout: 45_000 })
      // a long notice: the most digits a fill names
      await buy(page, desktop, "12.34")
      expect(await coveredBy(page, '[data-testid="trade-row"] .num.muted')).toEqual([])
      await H.shot(page, desktop, "notice-desktop")
    })
  )

  const phone = H.screens[1] as H.Size
  it.effect(
    `${H.nameOf({ size: phone, zone: H.zones[0] as H.Zone })}: none of the tab bar nor the position's buttons`,
    () =>
      H.browse(async ({ browser, served }) => {
        const { page } = await H.open(
          browser,
          served.url(),
          phone,
          `?category=linear&symbol=${phone.symbol}`,
          H.zones[0]
        )
        await H.untilText(page, "ticker-price", /\d/)
        await buy(page, phone, "0.5")
        await H.accountTab(page, phone, "positions")
        const row = `${H.byId("position-row")}[data-symbol="${phone.symbol}"]`
        await page.waitForSelector(`${row} button`, { timeout: 30_000 })
        // the row's buttons at the screen's bottom edge, where a notice at the bottom sits
        await page.$eval(row, (el) => el.scrollIntoView({ block: "end" }))
        await H.explain(
          page.waitForFunction(
            () => document.querySelector('[data-testid="fill-notices"]')?.getAttribute("data-place") === "top",
            undefined,
            { timeout: 10_000, polling: 50 }
          ),
          "the notice never moved off the position's buttons"
        )
        expect(await H.inViewport(page, ".phone-tabs")).toBe(true)
        expect(await coveredBy(page, ".phone-tabs button")).toEqual([])
        expect(await coveredBy(page, `${row} button`)).toEqual([])
        await H.shot(page, phone, "notice-phone")
      })
  )
})
