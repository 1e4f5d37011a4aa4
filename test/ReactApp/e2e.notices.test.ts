/**
 * One notice per order (issue 60), in the test browser at the three sizes (1440×900, 390×844 and 844×390 touch) under
 * de-DE (Berlin) and en-US (New York): a 3 BTC market buy against the seeded book, whose best asks hold less than
 * that (so it fills in several executions), gives one notice, "Filled", with the order's 3 BTC at its average price
 * as the exchange keeps it, written in the reader's digits; never more than one notice for it at any moment; and the
 * notice covers none of the position's buttons (TP/SL, leverage, close) once the position shows.
 */
import { expect, layer } from "@effect/vitest"
import * as F from "./e2e/Figures.js"
import * as H from "./e2e/Harness.js"

const symbol = "BTCUSDT"

layer(H.browserOnly, { timeout: "600 seconds", excludeTestServices: true })("React app: fill notices", (it) => {
  for (const where of H.everywhere) {
    const { size, zone } = where
    it.effect(
      `${H.nameOf(where)}: a 3 BTC market buy filled in several executions gives one notice with 3 and the average`,
      () =>
        H.browseOwn(async ({ browser, served }) => {
          const emulator = served.handle().emulator
          const book = emulator.admin.exchange.orderbook("linear", symbol, 50, Date.now())
          // the precondition: 3 BTC takes more than the best ask
          expect(Number(book?.a[0]?.[1] ?? 3)).toBeLessThan(3)
          const { page, errors } = await H.open(browser, served.url(), size, `?category=linear&symbol=${symbol}`, zone)
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
          // the average in the reader's digits (German: 66.419,8), the same figure as the notice keeps
          const average = /at (\S+)/.exec(await H.text(page, "fill-notice"))?.[1] ?? ""
          expect(average).toMatch(F.groupedIn(zone.locale))
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
          expect(F.localFigure(average, zone.locale)).toBeCloseTo(Number(order?.avgPrice), 1)
          await H.shot(page, size, `fill-notice-${zone.locale}`)

          // the position's buttons show while the notice does: none of them under it
          await H.accountTab(page, size, "positions")
          const row = `${H.byId("position-row")}[data-symbol="${symbol}"]`
          await page.waitForSelector(`${row} button`, { timeout: 15_000 })
          // the notice is still up (it shows for some seconds): the check below is of both on screen at once
          expect(await notice.count()).toBe(1)
          for (const id of ["position-tpsl-edit", "position-leverage-edit", "position-close-edit"])
            expect(await page.locator(`${row} ${H.byId(id)}`).isVisible(), id).toBe(true)
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
          await H.shot(page, size, `fill-notice-position-${zone.locale}`)
          expect(await page.evaluate(() => (window as unknown as { mostNotices: number }).mostNotices)).toBe(1)
          expect(errors).toEqual([])
        }),
      240_000
    )
  }
})
