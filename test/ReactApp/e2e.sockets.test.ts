/**
 * Sockets the page no longer uses are closed: after ten category switches in the test browser (1440×900 and
 * 390×844), the exchange counts exactly one open public socket, the current category's, and none of the others —
 * counted by the emulator itself (`GET /__admin/sockets` with its admin token). And the sockets' code
 * (`atoms/Live.ts`, a chunk fetched once the first paint, drawn from REST, is on the screen) failing to load leaves no
 * frozen figure shown as live: the panels are marked stale, and say to reload the page once asking again failed.
 */
import { expect, layer } from "@effect/vitest"
import * as Effect from "effect/Effect"
import { waitForValue } from "../support/WaitFor.js"
import * as H from "./e2e/Harness.js"

interface OpenSocket {
  readonly path: string
  readonly apiKey: string | null
  readonly topics: ReadonlyArray<string>
}

const cycle = ["spot", "inverse", "option", "linear"] as const

layer(H.browserOnly, { timeout: "300 seconds", excludeTestServices: true })(
  "React app: sockets it no longer uses close",
  (it) => {
    for (const size of H.sizes) {
      it.effect(
        `${size.name}: after ten category switches the exchange holds one public socket, the current category's`,
        () =>
          H.browseOwn(async ({ browser, served }) => {
            // its own exchange, so only this page's sockets are counted
            const sockets = async (): Promise<ReadonlyArray<OpenSocket>> => {
              // the emulator's own admin API, with its token (the app's server adds it to the page's replay calls only)
              const emulator = served.handle().emulator
              const answer = await fetch(emulator.adminUrl("sockets"), { headers: emulator.adminHeaders() })
              return ((await answer.json()) as { sockets: ReadonlyArray<OpenSocket> }).sockets
            }
            const { page } = await H.open(browser, served.url(), size, "?category=linear")
            await H.untilText(page, "connection-state", "connected")
            await H.untilCount(page, H.byId("book-bid"), 1)
            let last = "linear"
            for (let i = 0; i < 10; i++) {
              last = cycle[i % cycle.length] ?? "linear"
              await page.selectOption(H.byId("category-select"), last)
              await H.untilAttribute(page, H.byId("book-panel"), "data-stale", "false")
              await H.explain(
                page.waitForFunction(
                  (sel) => (document.querySelector(sel)?.getAttribute("data-symbol") ?? "") !== "",
                  H.byId("book"),
                  { timeout: 20_000 }
                ),
                `no book after switching to ${last}`
              )
            }
            expect(last).toBe("inverse")
            const wanted = `/v5/public/${last}`
            // the closes travel on their own: wait until the exchange sees only the current category's socket
            const seen = await Effect.runPromise(
              waitForValue(
                Effect.promise(sockets),
                (open) => open.length === 1 && open[0]?.path === wanted,
                "only the current category's socket at the exchange",
                { interval: "250 millis", timeout: "30 seconds" }
              ).pipe(Effect.catchTag("WaitForTimeout", () => Effect.promise(sockets)))
            )
            expect(seen.map((s) => s.path)).toEqual([wanted])
            expect(seen[0]?.apiKey).toBeNull()
            // the same count in-process
            expect(
              served
                .handle()
                .emulator.admin.openSockets()
                .map((s) => s.path)
            ).toEqual([wanted])
            await page.context().close()
          }),
        180_000
      )

      it.effect(
        `${size.name}: the sockets' code fails to load: the REST figures are marked stale, the page says to reload; reloaded, it is live`,
        () =>
          H.browseOwn(async ({ browser, served }) => {
            const context = await browser.newContext({ viewport: { width: size.width, height: size.height } })
            context.setDefaultTimeout(60_000)
            // the connection drops whenever the chunk is asked for, until the page is reloaded
            let failing = true
            let refused = 0
            await context.route(/\/assets\/Live-[^/]*\.js/, (route) => {
              if (!failing) return route.continue()
              refused++
              return route.abort("connectionreset")
            })
            const page = await context.newPage()
            await page.goto(`${served.url()}?category=linear&symbol=${size.symbol}`, { waitUntil: "load" })
            await H.untilText(page, "ticker-price", /\d/)
            // the price, book and chart drawn from REST stop moving: they are not shown as live
            await H.untilAttribute(page, H.byId("ticker"), "data-stale", "true", 20_000)
            await H.explain(
              page.waitForFunction(
                () =>
                  /reload the page/.test(document.querySelector('[data-testid="ticker"]')?.getAttribute("title") ?? ""),
                undefined,
                { timeout: 20_000, polling: 100 }
              ),
              "the header never said to reload the page"
            )
            // no 24h change is known without the socket's ticker: the price is not coloured as if it rose
            expect(await page.getAttribute(H.byId("ticker-price"), "class")).toBe("price")
            await H.showTab(page, size, "book")
            await H.untilAttribute(page, H.byId("book-panel"), "data-stale", "true", 20_000)
            expect(refused).toBeGreaterThan(0)
            await H.shot(page, size, "sockets-chunk-failed")
            failing = false
            await page.reload({ waitUntil: "load" })
            await H.untilText(page, "connection-state", "connected")
            await H.untilText(page, "ticker-mark", /\d/)
            await H.untilAttribute(page, H.byId("ticker"), "data-stale", "false")
            // with the ticker, the price takes the colour of its 24h change
            const change = await page.locator(`${H.byId("ticker")} .price + span`).textContent()
            expect(await page.getAttribute(H.byId("ticker-price"), "class")).toBe(
              `price ${(change ?? "").trim().startsWith("−") || (change ?? "").trim().startsWith("-") ? "down" : "up"}`
            )
            await context.close()
          }),
        180_000
      )
    }
  }
)
