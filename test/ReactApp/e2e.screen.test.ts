/**
 * The trader's screen as a trader reads it (issue 44), in the test browser at 1440×900 and 390×844: a position's
 * mark, uPnL and ROE follow the live mark (and the order's notice says what was placed); chart times are right in Berlin (German locale) and New York as well as
 * in UTC; the book shows the depth it offers; an order above the available balance is stopped in the form, with the
 * figures. Screenshots go to `test-results/`.
 */
import { expect, layer } from "@effect/vitest"
import type { Page } from "playwright-core"
import * as F from "./e2e/Figures.js"
import * as H from "./e2e/Harness.js"

/** A tick mark of the time axis as the chart reports it: its true time (s), its kind and its label. */
interface Tick {
  readonly t: number
  readonly kind: "year" | "month" | "day" | "time"
  readonly label: string
}

const ticksOf = async (page: Page): Promise<ReadonlyArray<Tick>> =>
  JSON.parse((await page.getAttribute(H.byId("chart"), "data-ticks")) ?? "[]") as ReadonlyArray<Tick>

const untilChart = async (page: Page, suffix: string) =>
  H.explain(
    page.waitForFunction(
      ([sel, end]) => {
        const el = document.querySelector(sel ?? "")
        return (
          (el?.getAttribute("data-key") ?? "").endsWith(end ?? "") &&
          Number(el?.getAttribute("data-candles") ?? 0) > 10 &&
          (el?.getAttribute("data-ticks") ?? "[]") !== "[]"
        )
      },
      [H.byId("chart"), suffix] as const,
      { timeout: 45_000 }
    ),
    `the chart never drew the ${suffix} series with its time axis`
  )

/** Testnet's REST behind a closed local port; its sockets closed by the browser: nothing leaves the machine. */
const closed = "http://127.0.0.1:9"

layer(H.app, { timeout: "600 seconds", excludeTestServices: true })("React app: the trader's screen", (it) => {
  for (const size of H.sizes) {
    it.effect(
      `${size.name}: a position's Mark and uPnL follow the live mark within one mark push; ROE is shown`,
      () =>
        H.browse(async ({ browser, served }) => {
          const symbol = size.symbol
          const m = await F.market(served, "linear", symbol)
          const { page, errors } = await H.open(browser, served.url(), size, `?category=linear&symbol=${symbol}`)
          await H.connectDemoKeys(page, size)
          await H.showTab(page, size, "orders")
          await page.click(H.byId("order-side-buy"))
          await page.click(H.byId("order-type-market"))
          const qty = (Number(m.minQty) * 10).toFixed(F.decimals(m.step))
          await page.fill(H.byId("order-qty"), qty)
          await page.click(H.byId("order-submit"))
          await page.waitForSelector(H.byId("order-result"), { timeout: 45_000 })
          // the notice says what was placed, not only its id
          expect(await H.text(page, "order-summary")).toBe(
            `Buy ${qty} ${symbol.replace("USDT", "")} ${symbol} at market`
          )
          await H.accountTab(page, size, "positions")
          const row = `${H.byId("position-row")}[data-symbol="${symbol}"]`
          await page.waitForSelector(row, { timeout: 45_000 })
          const pushed = await page.textContent(`${row} td[data-label="Mark"]`)
          // the header's mark moves with every ticker push; the row must show the same mark in the same frame, and
          // the uPnL computed from it, not the mark of the last position push (read on every frame)
          await H.explain(
            page.waitForFunction(
              ([sel, first]) => {
                const num = (t: string | null | undefined) => Number((t ?? "").replace(/,/g, "").replace(/−/g, "-"))
                const cell = (label: string) => document.querySelector(`${sel} td[data-label="${label}"]`)?.textContent
                const header = document.querySelector('[data-testid="ticker-mark"]')?.textContent ?? ""
                const mark = num(header)
                const rowMark = num(cell("Mark"))
                // the mark moved since the position was pushed, and the row shows the header's (which rounds it
                // to the tick)
                if (!(mark > 0) || rowMark === num(first)) return false
                const shown = (header.split(".")[1] ?? "").length
                if (Math.abs(rowMark - mark) > 0.5 * 10 ** -shown + 1e-9) return false
                const entry = num(cell("Entry"))
                const size = num(document.querySelector(`${sel} [data-testid="position-size"]`)?.textContent)
                const upnl = num(cell("uPnL"))
                return Math.abs(upnl - (rowMark - entry) * size) <= 0.00051 + size * 1e-6
              },
              [row, pushed ?? ""] as const,
              { timeout: 60_000, polling: "raf" }
            ),
            "the position's mark and uPnL never followed the header's mark"
          )
          // ROE: the uPnL over the initial margin (the value at entry ÷ leverage), read in one frame
          const cells = await page.evaluate((sel) => {
            const read = (q: string) => document.querySelector(`${sel} ${q}`)?.textContent ?? ""
            return {
              roe: read('[data-testid="position-roe"]'),
              entry: read('td[data-label="Entry"]'),
              size: read('[data-testid="position-size"]'),
              leverage: read('[data-testid="position-leverage"]'),
              upnl: read('td[data-label="uPnL"]')
            }
          }, row)
          expect(cells.roe).toMatch(/^[+−]?[\d,]+\.\d{2}%$/)
          const margin = (F.figure(cells.entry) * F.figure(cells.size)) / F.figure(cells.leverage)
          expect(Math.abs(F.figure(cells.roe) - (F.figure(cells.upnl) / margin) * 100)).toBeLessThan(0.011)
          await H.shot(page, size, "position-live")
          await H.noLayoutProblems(page)
          // a close is asked for twice (the question and Yes in the button's place)
          await page.click(`${row} ${H.byId("position-close")}`)
          await page.click(`${row} ${H.byId("position-close-confirm")}`)
          await page.waitForSelector(row, { state: "detached", timeout: 45_000 })
          expect(errors).toEqual([])
          await page.context().close()
        }),
      240_000
    )

    it.effect(
      `${size.name}: the book shows 10 whole rows a side at 10 levels (a phone's 44 px rows: a page scroll away); at 20 every level is shown or scrolls into view`,
      () =>
        H.browse(async ({ browser, served }) => {
          const { page } = await H.open(browser, served.url(), size, `?category=linear&symbol=${size.symbol}`)
          await H.showTab(page, size, "book")
          await H.untilCount(page, H.byId("book-bid"), 10)
          await H.untilCount(page, H.byId("book-ask"), 10)
          expect(await page.inputValue(H.byId("book-depth"))).toBe("10")
          // once laid out (the tab just switched), ten whole rows a side; on a phone the rows are a finger's height
          // (44 px, README), so the ten are whole in the book but not all in the window at once
          await H.explain(
            page.waitForFunction(
              (phone) => {
                const whole = (el: Element) => {
                  const r = el.getBoundingClientRect()
                  if (r.height <= 0) return false
                  for (let p = el.parentElement; p !== null; p = p.parentElement) {
                    if (!/(auto|scroll|hidden|clip)/.test(getComputedStyle(p).overflowY)) continue
                    const c = p.getBoundingClientRect()
                    if (r.top < c.top - 0.5 || r.bottom > c.bottom + 0.5) return false
                  }
                  return phone || (r.top >= -0.5 && r.bottom <= innerHeight + 0.5)
                }
                const count = (id: string) =>
                  Array.from(document.querySelectorAll(`[data-testid="${id}"]`)).filter(whole).length
                return count("book-ask") === 10 && count("book-bid") === 10
              },
              size.phone,
              { timeout: 45_000 }
            ),
            "the book never showed 10 whole rows a side"
          )
          // the best ask sits on the spread line, whole
          const bestAskWhole = await page.evaluate(() => {
            const asks = Array.from(document.querySelectorAll('[data-testid="book-ask"]'))
            const best = asks.reduce<Element | undefined>(
              (b, a) =>
                b === undefined || Number(a.getAttribute("data-price")) < Number(b.getAttribute("data-price")) ? a : b,
              undefined
            )
            const mid = document.querySelector('[data-testid="book-spread"]')?.getBoundingClientRect()
            const r = best?.getBoundingClientRect()
            return r !== undefined && mid !== undefined && Math.abs(r.bottom - mid.top) < 2
          })
          expect(bestAskWhole).toBe(true)
          await H.shot(page, size, "book-10")
          await H.noLayoutProblems(page)

          await page.selectOption(H.byId("book-depth"), "20")
          await H.untilCount(page, H.byId("book-bid"), 20)
          await H.untilCount(page, H.byId("book-ask"), 20)
          for (const id of ["book-ask", "book-bid"]) {
            // all 20 whole, or the side scrolls (a person can scroll it) and its farthest level scrolled to is whole
            // (one synchronous look: the rows are replaced as the book moves)
            const seen = await page.evaluate((testId) => {
              // what cuts an element: the first box that clips it, or the window; "" when it is whole
              const cutBy = (el: Element): string => {
                const r = el.getBoundingClientRect()
                if (r.height <= 0) return "nothing shown"
                for (let p = el.parentElement; p !== null; p = p.parentElement) {
                  if (!/(auto|scroll|hidden|clip)/.test(getComputedStyle(p).overflowY)) continue
                  const c = p.getBoundingClientRect()
                  if (r.top < c.top - 0.5 || r.bottom > c.bottom + 0.5) return `cut by .${p.className}`
                }
                return r.top >= -0.5 && r.bottom <= innerHeight + 0.5 ? "" : "off the window"
              }
              const rows = Array.from(document.querySelectorAll(`[data-testid="${testId}"]`))
              if (rows.length === 20 && rows.every((row) => cutBy(row) === "")) return "all whole"
              const price = (el: Element) => Number(el.getAttribute("data-price"))
              const far = rows.reduce((a, b) =>
                testId === "book-ask" ? (price(b) > price(a) ? b : a) : price(b) < price(a) ? b : a
              )
              const side = far.parentElement
              if (side === null || !/(auto|scroll)/.test(getComputedStyle(side).overflowY)) return "cut, cannot scroll"
              // scrolled to its far end, as a person would (the asks run upwards: their far end is the top), and the
              // page with it where the page scrolls (a phone)
              side.scrollTop = testId === "book-ask" ? 0 : side.scrollHeight
              far.scrollIntoView({ block: "nearest" })
              const cut = cutBy(far)
              return cut === "" ? "scrolls" : `scrolled to the end, still ${cut}`
            }, id)
            expect(["all whole", "scrolls"], `${id}: ${seen}`).toContain(seen)
          }
          await H.shot(page, size, "book-20")
          await H.noLayoutProblems(page)
          await page.context().close()
        }),
      240_000
    )

    it.effect(
      `${size.name}: an order above the available balance is not sent; the form says why with both figures`,
      () =>
        H.browse(async ({ browser, served }) => {
          const symbol = size.symbol
          const m = await F.market(served, "linear", symbol)
          const { page } = await H.open(browser, served.url(), size, `?category=linear&symbol=${symbol}`)
          await H.connectDemoKeys(page, size)
          await H.showTab(page, size, "orders")
          await page.waitForSelector(H.byId("order-submit"), { timeout: 45_000 })
          const sent: Array<string> = []
          page.on("request", (request) => {
            if (request.url().includes("/v5/order/create")) sent.push(request.url())
          })
          const price = F.onTick(m.bid * 0.6, m.tick)
          await page.click(H.byId("order-side-buy"))
          await page.click(H.byId("order-type-limit"))
          await page.fill(H.byId("order-price"), price)
          await H.untilText(page, "order-available", /^[\d,.]+ USDT$/)
          const availableText = (await H.text(page, "order-available")).replace(/ USDT$/, "")
          const available = F.figure(availableText)
          // worth more than the balance at the highest leverage: above it whatever the leverage is
          const qty = Math.ceil((available * m.maxLeverage * 1.5) / Number(price) / Number(m.step)) * Number(m.step)
          await page.fill(H.byId("order-qty"), qty.toFixed(F.decimals(m.step)))
          await H.untilText(page, "order-insufficient", /./, 30_000)
          const says = await H.text(page, "order-insufficient")
          expect(says).toContain(availableText)
          expect(says).toMatch(/USDT/)
          expect(says).toMatch(/[\d,.]+ USDT.*[\d,.]+ USDT/)
          expect(await page.isDisabled(H.byId("order-submit"))).toBe(true)
          await page.locator(H.byId("order-submit")).click({ force: true })
          await page.keyboard.press("Enter")
          await page.waitForTimeout(500)
          expect(sent).toEqual([])
          await H.shot(page, size, "order-over-balance")
          await H.noLayoutProblems(page)
          // a quantity within the balance enables the button again
          await page.fill(H.byId("order-qty"), (Number(m.minQty) * 10).toFixed(F.decimals(m.step)))
          expect(await page.locator(H.byId("order-insufficient")).count()).toBe(0)
          expect(await page.isDisabled(H.byId("order-submit"))).toBe(false)
          await page.context().close()
        }),
      240_000
    )
  }

  for (const size of H.sizes) {
    it.effect(
      `${size.name}: leverage and margin mode are set before the first position; the margin estimate shows without one`,
      () =>
        H.browse(async ({ browser, served }) => {
          // a symbol no other test holds a position in
          const symbol = "SOLUSDT"
          const target = size.phone ? "4" : "5"
          const query = `?category=linear&symbol=${symbol}`
          let { page } = await H.open(browser, served.url(), size, query)
          await H.connectDemoKeys(page, size)
          await H.showTab(page, size, "orders")
          await H.accountTab(page, size, "positions")
          expect(await page.locator(`${H.byId("position-row")}[data-symbol="${symbol}"]`).count()).toBe(0)
          await page.waitForSelector(H.byId("order-leverage"), { timeout: 45_000 })
          await H.explain(
            page.waitForFunction(
              (sel) => ((document.querySelector(sel) as HTMLInputElement | null)?.value ?? "") !== "",
              H.byId("order-leverage"),
              { timeout: 45_000 }
            ),
            "the leverage in force never showed"
          )
          await page.fill(H.byId("order-leverage"), target)
          await page.click(H.byId("order-leverage-set"))
          await H.explain(
            page.waitForFunction(
              (sel) => {
                const button = document.querySelector(sel) as HTMLButtonElement | null
                return button?.disabled === true && button.textContent === "Set"
              },
              H.byId("order-leverage-set"),
              { timeout: 45_000 }
            ),
            "the leverage was never set"
          )
          await page.selectOption(H.byId("order-margin-mode"), "isolated")
          await H.explain(
            page.waitForFunction(
              (sel) => !(document.querySelector(sel) as HTMLSelectElement | null)?.disabled,
              H.byId("order-margin-mode"),
              { timeout: 45_000 }
            ),
            "the margin mode was never set"
          )
          expect(await page.locator(H.byId("order-margin-error")).count()).toBe(0)
          // a fresh page reads both back from the exchange
          await page.context().close()
          ;({ page } = await H.open(browser, served.url(), size, query))
          await H.connectDemoKeys(page, size)
          await H.showTab(page, size, "orders")
          await page.waitForSelector(H.byId("order-leverage"), { timeout: 45_000 })
          await H.explain(
            page.waitForFunction(
              ([sel, want]) => (document.querySelector(sel ?? "") as HTMLInputElement | null)?.value === want,
              [H.byId("order-leverage"), target] as const,
              { timeout: 45_000 }
            ),
            `the exchange never kept leverage ${target}`
          )
          await H.untilAttribute(page, H.byId("order-margin-mode"), "data-mode", "isolated")
          // the margin estimate at that leverage, with no position
          await page.click(H.byId("order-type-limit"))
          await page.fill(H.byId("order-price"), "100")
          await page.fill(H.byId("order-qty"), "10")
          await H.untilText(page, "order-cost", `1,000 USDT · ${1000 / Number(target)} at ${target}x`)
          await H.shot(page, size, "leverage-before-position")
          await H.noLayoutProblems(page)
          await page.selectOption(H.byId("order-margin-mode"), "cross")
          await H.untilAttribute(page, H.byId("order-margin-mode"), "data-mode", "cross")
          await page.context().close()
        }),
      240_000
    )

    it.effect(
      `${size.name}: an environment that cannot be reached shows none of the other's chart, book, price or form; the message says not reached`,
      () =>
        H.browseOwn(
          async ({ browser, served }) => {
            // the real exchange's sockets never open (before the page exists: no socket slips through)
            const context = await browser.newContext({ viewport: { width: size.width, height: size.height } })
            context.setDefaultTimeout(60_000)
            context.setDefaultNavigationTimeout(90_000)
            await context.routeWebSocket(/bybit\.com/, (ws) => ws.close())
            const page = await context.newPage()
            await page.goto(`${served.url()}?category=linear&symbol=${size.symbol}`, { waitUntil: "load" })
            await H.untilText(page, "ticker-price", /\d/)
            await H.showTab(page, size, "book")
            await H.untilCount(page, H.byId("book-bid"), 1)
            await H.showTab(page, size, "chart")
            await H.explain(
              page.waitForFunction(
                (sel) => Number(document.querySelector(sel)?.getAttribute("data-candles") ?? 0) > 10,
                H.byId("chart"),
                { timeout: 45_000 }
              ),
              "the emulator's chart never drew"
            )
            await H.showTab(page, size, "orders")
            await page.click(H.byId("order-type-limit"))
            await page.fill(H.byId("order-price"), "12345")
            await page.selectOption(H.byId("env-select"), "testnet")
            await H.explain(
              page.waitForFunction(
                () => {
                  const q = (id: string) => document.querySelector(`[data-testid="${id}"]`)
                  return (
                    q("chart")?.getAttribute("data-candles") === "0" &&
                    (q("ticker-price")?.textContent ?? "").trim() === "…" &&
                    document.querySelectorAll('[data-testid="book-bid"]').length === 0 &&
                    (q("order-price") as HTMLInputElement | null)?.value === ""
                  )
                },
                undefined,
                { timeout: 45_000 }
              ),
              "the emulator's chart, price, book or form stayed on screen for testnet"
            )
            await H.showTab(page, size, "chart")
            await H.explain(
              page.waitForFunction(
                () =>
                  Array.from(document.querySelectorAll('[data-testid="stale-note"]')).some((n) =>
                    /not reached/.test(n.textContent ?? "")
                  ),
                undefined,
                { timeout: 40_000 }
              ),
              "no panel said the exchange was not reached"
            )
            expect(await page.evaluate(() => document.body.innerText)).not.toMatch(/refused/i)
            await H.shot(page, size, "env-unreachable")
            await H.noLayoutProblems(page)
            await page.context().close()
          },
          { testnet: closed, demo: closed, live: closed }
        ),
      240_000
    )
  }

  const zoned: ReadonlyArray<{ readonly name: string; readonly zone: H.Zone | undefined; readonly tz: string }> = [
    { name: "UTC under en-US@posix", zone: undefined, tz: "UTC" },
    ...H.zones.map((zone) => ({ name: `${zone.timezoneId} under ${zone.locale}`, zone, tz: zone.timezoneId }))
  ]
  for (const { name, zone, tz } of zoned) {
    it.effect(
      `${name}: the time axis marks the viewer's hours and midnights; daily candles carry the exchange's UTC date`,
      () =>
        H.browse(async ({ browser, served }) => {
          const size = H.sizes[0] ?? H.tablet
          const { page, errors } = await H.open(browser, served.url(), size, "?category=linear&interval=60", zone)
          if (zone !== undefined) expect(await page.evaluate(() => navigator.language)).toBe(zone.locale)
          await untilChart(page, "/60")
          const hourly = await ticksOf(page)
          // every label says the time of its mark in the viewer's zone; the days start at the viewer's midnight
          for (const tick of hourly) {
            const clock = F.wallClock(tick.t * 1000, tz)
            if (tick.kind === "time") expect(tick.label, `tick at ${tick.t}`).toBe(clock.time)
            else {
              expect(clock.time, `${tick.kind} mark "${tick.label}" at ${tick.t}`).toBe("00:00")
              if (tick.kind === "day") expect(tick.label).toContain(String(Number(clock.day)))
            }
          }
          expect(hourly.filter((t) => t.kind !== "time").length).toBeGreaterThan(0)
          // the newest bar's time in the readout, in the viewer's zone
          const last = Number(await page.getAttribute(H.byId("chart"), "data-last-time"))
          const lastClock = F.wallClock(last * 1000, tz)
          expect(await H.text(page, "chart-ohlc")).toContain(`${lastClock.date} ${lastClock.time}`)
          await H.shot(page, size, `chart-1h-${tz.replace("/", "-")}`)

          await page.click(H.byId("interval-D"))
          await untilChart(page, "/D")
          const dayLast = Number(await page.getAttribute(H.byId("chart"), "data-last-time"))
          const utcDate = F.wallClock(dayLast * 1000, "UTC").date
          const readout = await H.text(page, "chart-ohlc")
          expect(readout.startsWith(`${utcDate} O`) || readout.startsWith(`${utcDate}O`), readout).toBe(true)
          for (const tick of await ticksOf(page)) {
            if (tick.t < dayLast - 400 * 86_400) continue
            expect(tick.t % 86_400, `daily mark "${tick.label}" is not a UTC day`).toBe(0)
            if (tick.kind === "day") expect(tick.label).toContain(String(Number(F.wallClock(tick.t * 1000, "UTC").day)))
          }
          expect(await H.text(page, "chart-tz")).toMatch(/UTC/)
          await H.shot(page, size, `chart-1d-${tz.replace("/", "-")}`)
          await H.noLayoutProblems(page)
          expect(errors).toEqual([])
          await page.context().close()
        }),
      240_000
    )
  }

  // the layout in a language other than English (German numbers and dates are wider)
  for (const zone of H.zones.filter((z) => !z.locale.startsWith("en"))) {
    for (const size of H.sizes) {
      it.effect(
        `${size.name} in ${zone.timezoneId} under ${zone.locale}: loads live, the book and the chart draw, nothing is clipped`,
        () =>
          H.browse(async ({ browser, served }) => {
            const { page, errors } = await H.open(browser, served.url(), size, "", zone)
            await H.untilText(page, "connection-state", "connected")
            await H.showTab(page, size, "book")
            await H.untilCount(page, H.byId("book-bid"), 5)
            await H.showTab(page, size, "chart")
            await untilChart(page, "/60")
            // the price axis writes prices as the page does, in the reader's locale ("66.448,6", not "66448.6")
            const label = await H.explain(
              page.waitForFunction(
                (sel) => {
                  const text = document.querySelector(sel)?.getAttribute("data-price-label") ?? ""
                  return /^\d{1,3}(\.\d{3})+,\d+$/.test(text) ? text : false
                },
                H.byId("chart"),
                { timeout: 45_000, polling: 100 }
              ),
              "the chart's price label in the German format"
            )
            expect(await label.jsonValue()).toMatch(/,/)
            await H.shot(page, size, `loaded-${zone.timezoneId.replace("/", "-")}`)
            await H.noLayoutProblems(page)
            expect(errors).toEqual([])
            await page.context().close()
          }),
        240_000
      )
    }
  }
})
