/**
 * An environment that cannot be reached (issue 60), in the test browser at the three sizes (1440×900, 390×844 and
 * 844×390 touch) under de-DE (Berlin) and en-US (New York): the page shows the emulator's chart with
 * MA, BOLL, RSI and MACD on, then switches to testnet, whose REST is an exchange that refuses every request
 * (test/support/RefusingServer.ts, answering 403) and whose sockets the browser closes. Every series clears, the
 * indicators' too; the page says when it tries again; and the attempts it makes there thin out: taken together in
 * the order they came (requests at the fake exchange, socket attempts at the browser's socket route), attempts 31–60
 * are spread over longer than the first 30, and 61–90 over more than twice as long (no duration asserted or waited).
 */
import { expect, layer } from "@effect/vitest"
import * as Refusing from "../support/RefusingServer.js"
import * as H from "./e2e/Harness.js"

const indicators = ["ma", "boll", "rsi", "macd"] as const

layer(H.browserOnly, { timeout: "600 seconds", excludeTestServices: true })(
  "React app: an environment that cannot be reached",
  (it) => {
    for (const where of H.everywhere) {
      it.effect(
        `${H.nameOf(where)}: every series clears, indicators included; retries back off; the page says when it tries again`,
        () =>
          H.withBrowser(async (browser) => {
            const refusing = await Refusing.start()
            const served = await H.serve(0, { testnet: refusing.url, demo: refusing.url, live: refusing.url })
            try {
              const { size, zone } = where
              const sockets: Array<number> = []
              const query = `?category=linear&symbol=${size.symbol}`
              const { page } = await H.open(browser, served.url(), size, query, zone, async (context) => {
                // the real exchange's sockets never open: each attempt is counted and closed
                await context.routeWebSocket(/bybit\.com/, (ws) => {
                  sockets.push(Date.now())
                  ws.close()
                })
              })
              await H.untilText(page, "ticker-price", /\d/)
              await H.showTab(page, size, "chart")
              for (const id of indicators) await page.click(H.byId(`indicator-${id}`))
              await H.explain(
                page.waitForFunction(
                  (sel) => {
                    const drawn = JSON.parse(document.querySelector(sel)?.getAttribute("data-indicators") ?? "{}")
                    return Object.keys(drawn).length >= 6 && Object.values(drawn).every((n) => Number(n) > 0)
                  },
                  H.byId("chart"),
                  { timeout: 60_000, polling: 200 }
                ),
                "the emulator's indicators were never drawn"
              )

              const switched = Date.now()
              await page.selectOption(H.byId("env-select"), "testnet")
              await H.explain(
                page.waitForFunction(
                  (sel) => {
                    const chart = document.querySelector(sel)
                    const drawn = JSON.parse(chart?.getAttribute("data-indicators") ?? "{}")
                    return (
                      chart?.getAttribute("data-candles") === "0" && Object.values(drawn).every((n) => Number(n) === 0)
                    )
                  },
                  H.byId("chart"),
                  { timeout: 45_000, polling: 200 }
                ),
                "the emulator's candles or indicators stayed on screen for testnet"
              )
              await H.shot(page, size, "env-unreachable-indicators")

              // every attempt since the switch, in the order they came
              const attempts = () =>
                [
                  ...refusing.arrivals.filter((a) => a.at >= switched).map((a) => a.at),
                  ...sockets.filter((t) => t >= switched)
                ].sort((a, b) => a - b)
              // three runs of n attempts: each spread wider than the one before, the third over more than twice the
              // time of the first (a page retrying at a steady pace, as before the backoff, spreads them evenly).
              // On the wall clock on purpose (issue 70): run on Playwright's clock (`clock.install`, moved on with
              // `runFor`) the REST feeds back off as here, but the feeds behind the sockets routed away stop trying
              // after their first attempt, and a page that retried every 2 s without backing off then passed too (the
              // streams that stopped thinned the attempts out); on the wall clock it fails
              const n = 30
              while (attempts().length < 3 * n) await page.waitForTimeout(500)
              const all = attempts()
              const span = (k: number) => (all[(k + 1) * n - 1] ?? 0) - (all[k * n] ?? 0)
              const spans = `attempts 1–${n}, ${n + 1}–${2 * n} and ${2 * n + 1}–${3 * n} took ${span(0)}, ${span(1)} and ${span(2)} ms`
              expect(span(1), spans).toBeGreaterThan(span(0))
              expect(span(2), spans).toBeGreaterThan(2 * span(0))
              await H.explain(
                page.waitForFunction(
                  () =>
                    Array.from(document.querySelectorAll('[data-testid="stale-note"]')).some((n) =>
                      /tries again at \d\d:\d\d:\d\d/.test(n.textContent ?? "")
                    ),
                  undefined,
                  { timeout: 45_000, polling: 200 }
                ),
                "no panel said when it tries again"
              )
            } finally {
              await served.stop()
              await refusing.close()
            }
          }),
        300_000
      )
    }
  }
)
