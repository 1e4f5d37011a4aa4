/**
 * One notice per order (issue 60), in the test browser at 1440×900 and 390×844: a 3 BTC market buy against the
 * seeded book, whose best asks hold less than that (so it fills in several executions), gives one notice, "Filled",
 * with the order's 3 BTC at its average price as the exchange keeps it; never more than one notice for it at any
 * moment; and the notice covers none of the position's buttons (TP/SL, leverage, close) once the position shows.
 */
import { expect, layer } from "@effect/vitest"
import * as H from "./e2e/Harness.js"

const symbol = "BTCUSDT"

layer(H.browserOnly, { timeout: "600 seconds", excludeTestServices: true })("React app: fill notices", (it) => {
  for (const size of H.sizes) {
    it.effect(
      `${size.name}: a 3 BTC market buy filled in several executions gives one notice with 3 and the average`,
      () =>
        H.browseOwn(async ({ browser, served }) => {
          const emulator = served.handle().emulator
          const book = emulator.admin.exchange.orderbook("linear", symbol, 50, Date.now())
          // the precondition: 3 BTC takes more than the best ask
          expect(Number(book?.a[0]?.[1] ?? 3)).toBeLessThan(3)
          const { page, errors } = await H.open(browser, served.url(), size, `?category=linear&symbol=${symbol}`)
          await H.untilText(page, "ticker-price", /\d/)
          await H.connectDemoKeys(page, size)
          await H.showTab(page, size, "orders")
          await page.waitForSelector(H.byId("order-submit"), { timeout: 30_000 })
          // the most notices on screen at once, from before the order on
          await page.evaluate(() => {
            const w = window as unknown as { mostNotices: number }
            w.mostNotices = 0
            new MutationObserver(() => {
              w.mostNotices = Math.max(w.mostNotices, document.querySelectorAll('[data-testid="fill-notice"]').length)
            }).observe(document.body, { subtree: true, childList: true })
          })
          await page.click(H.byId("order-side-buy"))
          await page.click(H.byId("order-type-market"))
          await page.fill(H.byId("order-qty"), "3")
          await page.click(H.byId("order-submit"))
          await page.waitForSelector(H.byId("order-result"), { timeout: 30_000 })
          const orderId = await H.text(page, "order-result")
          await H.untilText(page, "fill-notice", new RegExp(`^Filled Buy 3 ${symbol} at [\\d,.]+`), 30_000)
          const order = emulator.admin.exchange.engine
            .orders({ accountId: emulator.uid, category: "linear", openOnly: false })
            .find((o) => o.orderId === orderId)
          expect(order?.cumExecQty).toBe("3.000")
          const notice = page.locator(H.byId("fill-notice"))
          expect(await notice.count()).toBe(1)
          expect(await notice.getAttribute("data-order")).toBe(orderId)
          expect(await notice.getAttribute("data-qty")).toBe("3.000")
          expect(Number(await notice.getAttribute("data-executions"))).toBeGreaterThan(1)
          // the average as the exchange keeps it (the notice's to two decimals more than the tick)
          expect(Number(await notice.getAttribute("data-price"))).toBeCloseTo(Number(order?.avgPrice), 1)
          await H.shot(page, size, "fill-notice")

          // the position's buttons show while the notice does: none of them under it
          await H.accountTab(page, size, "positions")
          const row = `${H.byId("position-row")}[data-symbol="${symbol}"]`
          await page.waitForSelector(`${row} button`, { timeout: 15_000 })
          const covered = await page.evaluate((sel) => {
            const notices = document.querySelector('[data-testid="fill-notices"]')
            if (notices === null) return "no notice"
            const n = notices.getBoundingClientRect()
            return Array.from(document.querySelectorAll(`${sel} button`))
              .filter((b) => {
                const r = b.getBoundingClientRect()
                return r.width > 0 && r.left < n.right && n.left < r.right && r.top < n.bottom && n.top < r.bottom
              })
              .map((b) => b.getAttribute("data-testid") ?? b.textContent ?? "")
          }, row)
          expect(covered).toEqual([])
          await H.shot(page, size, "fill-notice-position")
          expect(await page.evaluate(() => (window as unknown as { mostNotices: number }).mostNotices)).toBe(1)
          expect(errors).toEqual([])
        }),
      240_000
    )
  }
})
