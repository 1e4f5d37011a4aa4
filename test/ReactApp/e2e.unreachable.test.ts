/**
 * An environment that cannot be reached (issue 60), in the test browser: the page shows the emulator's chart with
 * MA, BOLL, RSI and MACD on, then switches to testnet, whose REST is an exchange that refuses every request
 * (test/support/RefusingServer.ts, answering 403) and whose sockets the browser closes. Every series clears, the
 * indicators' too; the page says when it tries again; and the requests it sends there thin out over time (the
 * requests and socket attempts of a later window are fewer than those of the first, counted at the fake exchange and
 * the browser's socket route; no duration is asserted).
 */
import { expect, layer } from "@effect/vitest"
import * as Refusing from "../support/RefusingServer.js"
import * as H from "./e2e/Harness.js"

const indicators = ["ma", "boll", "rsi", "macd"] as const

layer(H.browserOnly, { timeout: "600 seconds", excludeTestServices: true })(
  "React app: an environment that cannot be reached",
  (it) => {
    it.effect(
      "every series clears, indicators included; retries back off; the page says when it tries again",
      () =>
        H.withBrowser(async (browser) => {
          const refusing = await Refusing.start()
          const served = await H.serve(0, { testnet: refusing.url, demo: refusing.url, live: refusing.url })
          try {
            const size = H.sizes[0] as H.Size
            const context = await browser.newContext({ viewport: { width: size.width, height: size.height } })
            context.setDefaultTimeout(60_000)
            const sockets: Array<number> = []
            // the real exchange's sockets never open: each attempt is counted and closed
            await context.routeWebSocket(/bybit\.com/, (ws) => {
              sockets.push(Date.now())
              ws.close()
            })
            const page = await context.newPage()
            await page.goto(`${served.url()}?category=linear&symbol=${size.symbol}`, { waitUntil: "load" })
            await H.untilText(page, "ticker-price", /\d/)
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

            // the first 15 s against 15 s from 45 s on (the backoff's cap is reached by then)
            const window = 15_000
            await page.waitForTimeout(4 * window - (Date.now() - switched))
            const count = (from: number) =>
              Refusing.countIn(refusing.arrivals, from, from + window) +
              sockets.filter((t) => t >= from && t < from + window).length
            const early = count(switched)
            const late = count(switched + 3 * window)
            expect(early).toBeGreaterThan(0)
            expect(late * 2, `${early} requests in the first window, ${late} in the later one`).toBeLessThan(early)
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
            await context.close()
          } finally {
            await served.stop()
            await refusing.close()
          }
        }),
      300_000
    )
  }
)
