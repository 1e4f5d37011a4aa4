/**
 * The React app when the exchange goes away, at 1440×900 and 390×844: a dropped socket reads reconnecting and comes
 * back; with the server stopped, every panel marks its data stale and trading is paused; a restarted server (the
 * emulator on a new port behind the same address) is found again without a reload; and a reload keeps the market,
 * the interval (in the URL) and the keys the user chose to keep in this tab.
 */
import { expect, layer } from "@effect/vitest"
import type { Page } from "playwright-core"
import * as H from "./e2e/Harness.js"

const panels = ["ticker", "markets", "book-panel", "trades-panel", "chart-panel", "account"] as const

const staleOf = (page: Page) =>
  page.evaluate(
    (ids) =>
      Object.fromEntries(
        ids.map((id) => [id, document.querySelector(`[data-testid="${id}"]`)?.getAttribute("data-stale")])
      ),
    [...panels]
  )

const untilStale = (page: Page, value: "true" | "false", timeout: number) =>
  H.explain(
    page.waitForFunction(
      ([ids, expected]) =>
        (ids as ReadonlyArray<string>).every(
          (id) => document.querySelector(`[data-testid="${id}"]`)?.getAttribute("data-stale") === expected
        ),
      [[...panels], value] as const,
      { timeout, polling: 200 }
    ),
    `not every panel read data-stale=${value} within ${timeout} ms`
  )

layer(H.browserOnly, { timeout: "300 seconds", excludeTestServices: true })(
  "React app: the exchange goes away and comes back",
  (it) => {
    for (const size of H.sizes) {
      it.effect(
        `${size.name}: stale data marked and trading paused while the server is down; a restart is found again; a reload keeps market, interval and kept keys`,
        () =>
          H.browseOwn(async ({ browser, served }) => {
            const query = `?category=spot&symbol=${size.symbol}&interval=5`
            const { page, errors } = await H.open(browser, served.url(), size, query)
            await H.connectDemoKeys(page, size, true)
            await H.untilText(page, "connection-state", "connected")
            await H.untilCount(page, H.byId("trade-row"), 1)
            await untilStale(page, "false", 30_000)

            // a dropped socket: reconnecting, then connected again
            await page.evaluate((selector) => {
              const seen: Array<string> = []
              const record = () => {
                const state = document.querySelector(selector)?.textContent?.trim() ?? ""
                if (seen[seen.length - 1] !== state) seen.push(state)
              }
              record()
              new MutationObserver(record).observe(document.body, {
                subtree: true,
                childList: true,
                characterData: true
              })
              Object.assign(window, { __states: seen })
            }, H.byId("connection-state"))
            served.handle().emulator.admin.apply({ op: "drop-sockets" })
            await H.explain(
              page.waitForFunction(
                () => {
                  const seen = (window as unknown as { __states: Array<string> }).__states
                  const at = seen.indexOf("reconnecting")
                  return at >= 0 && seen.slice(at + 1).includes("connected")
                },
                undefined,
                { timeout: 30_000 }
              ),
              "the badge never went reconnecting → connected"
            )

            // the server goes away: every panel says its data is stale, and trading pauses
            await served.stop()
            await untilStale(page, "true", 45_000)
            expect(await H.text(page, "connection-state")).not.toBe("connected")
            await H.showTab(page, size, "orders")
            expect(await page.isDisabled(H.byId("order-submit"))).toBe(true)
            expect(await H.text(page, "order-paused")).toMatch(/^Trading is paused/)
            await H.showTab(page, size, "book")
            const note = await page.locator(`${H.byId("book-panel")} ${H.byId("stale-note")}`).textContent()
            expect(note).toMatch(/stale/i)
            await H.shot(page, size, "stale")
            expect(await H.layoutProblems(page)).toEqual([])

            // it comes back on the same address (its emulator on a new port): the page finds it, no reload
            await served.start()
            await H.untilText(page, "connection-state", "connected", 60_000)
            await untilStale(page, "false", 60_000)
            await H.untilText(page, "private-state", "connected", 60_000)
            await H.showTab(page, size, "orders")
            expect(await page.isDisabled(H.byId("order-submit"))).toBe(false)
            await H.showTab(page, size, "book")
            await H.shot(page, size, "recovered")
            expect(await staleOf(page)).toEqual(Object.fromEntries(panels.map((id) => [id, "false"])))

            // a reload: the address keeps market and interval, this tab's storage the keys
            await page.reload({ waitUntil: "load" })
            expect(new URL(page.url()).search).toContain(`symbol=${size.symbol}`)
            await H.untilText(page, "ticker-symbol", size.symbol)
            expect(await page.inputValue(H.byId("category-select"))).toBe("spot")
            await H.showTab(page, size, "chart")
            expect(await page.getAttribute(H.byId("interval-5"), "aria-pressed")).toBe("true")
            await H.untilText(page, "private-state", "connected", 30_000)
            await H.accountTab(page, size, "keys")
            expect(await H.text(page, "keys-state")).toBe("connected")
            expect(errors.filter((e) => !e.startsWith("console:"))).toEqual([])
            await page.context().close()
          }),
        240_000
      )
    }
  }
)
