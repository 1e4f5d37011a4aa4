/**
 * An environment that cannot be reached (issue 60), in the test browser at the three sizes (1440×900, 390×844 and
 * 844×390 touch) under de-DE (Berlin) and en-US (New York): the page shows the emulator's chart with
 * MA, BOLL, RSI and MACD on, then switches to testnet, whose REST is an exchange that refuses every request
 * (test/support/RefusingServer.ts, answering 403) and whose sockets the browser closes. Every series clears, the
 * indicators' too; the page says when it tries again; and the attempts it makes there thin out: taken together in
 * the order they came (REST requests and socket attempts, each at the page's clock when it was made), attempts 31–60
 * are spread over longer than the first 30, and 61–90 over more than twice as long (no duration asserted or waited).
 * Each attempt reaches the fake exchange (a request) or the browser's socket route (a socket).
 *
 * The page's back-off is its own timers, not the subject's real time: the page runs on Playwright's clock
 * (`clock.install`), moved on by the test a quarter second at a time (`clock.runFor`) once no attempt is in flight,
 * so the minutes of back-off pass in the time the attempts take.
 */
import { expect, layer } from "@effect/vitest"
import * as Refusing from "../support/RefusingServer.js"
import * as H from "./e2e/Harness.js"

const indicators = ["ma", "boll", "rsi", "macd"] as const

/** What the page's attempts record: each at the page's clock, and how many are in flight. */
interface Attempts {
  readonly rest: Array<number>
  readonly sockets: Array<number>
  inFlight: number
}

declare global {
  interface Window {
    __attempts?: Attempts
  }
}

// Before the page's own scripts: each request to the exchange (through the app server's `/proxy/`) and each socket
// to bybit.com is stamped with the page's clock (Playwright's, once installed) and counted in flight until it settles
const recordAttempts = () => {
  const attempts: Attempts = { rest: [], sockets: [], inFlight: 0 }
  window.__attempts = attempts
  const fetched = window.fetch.bind(window)
  window.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input)
    if (!url.includes("/proxy/")) return fetched(input, init)
    attempts.rest.push(Date.now())
    attempts.inFlight++
    return fetched(input, init).finally(() => {
      attempts.inFlight--
    })
  }
  window.WebSocket = new Proxy(window.WebSocket, {
    construct(target, args: [string | URL, (string | Array<string>)?]) {
      const socket = Reflect.construct(target, args) as WebSocket
      if (/bybit\.com/.test(String(args[0]))) {
        attempts.sockets.push(Date.now())
        attempts.inFlight++
        socket.addEventListener("close", () => attempts.inFlight--, { once: true })
      }
      return socket
    }
  })
}

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
                await context.clock.install()
                await context.addInitScript(recordAttempts)
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
              const from = await page.evaluate(() => Date.now())
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

              // every attempt since the switch, at the page's clock, in the order they came
              const made = () =>
                page.evaluate((since) => {
                  const a = window.__attempts
                  if (a === undefined) throw new Error("the attempts are not recorded")
                  return {
                    rest: a.rest.filter((t) => t >= since).length,
                    sockets: a.sockets.filter((t) => t >= since).length,
                    at: [...a.rest, ...a.sockets].filter((t) => t >= since).sort((x, y) => x - y),
                    inFlight: a.inFlight
                  }
                }, from)
              // three runs of n attempts: each spread wider than the one before, the third over more than twice the
              // time of the first (a page retrying at a steady pace, as before the backoff, spreads them evenly).
              // The page's clock moves on a second at a time, each step once no attempt is in flight: an attempt is
              // made when its pause is over, and its answer comes before the clock moves on (a pause is counted from
              // at most a second late: the first run's spread grows by less than its attempts' seconds)
              const n = 30
              for (;;) {
                const now = await made()
                if (now.inFlight > 0)
                  await H.explain(
                    page.waitForFunction(() => window.__attempts?.inFlight === 0, undefined, {
                      timeout: 45_000,
                      polling: 20
                    }),
                    "an attempt never settled"
                  )
                else if (now.at.length >= 3 * n) break
                else await page.clock.runFor(1_000)
              }
              const { at: all, rest, sockets: socketAttempts } = await made()
              // each attempt reached the exchange or the socket route
              expect(refusing.arrivals.filter((a) => a.at >= switched).length).toBeGreaterThanOrEqual(rest)
              expect(sockets.filter((t) => t >= switched).length).toBeGreaterThanOrEqual(socketAttempts)
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
