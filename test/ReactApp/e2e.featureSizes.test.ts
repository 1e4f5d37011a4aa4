/**
 * The fifth round's new panels at every size (issue 72, "Proven by"): 1440×900 under UTC/en-US, 1024×768 under
 * Europe/Berlin/de-DE, 390×844 touch under America/New_York/en-US and 844×390 touch under Europe/Berlin/de-DE. Each
 * case, on one page against the emulator, opens as a user would at that size (tabs on a phone) the buy/sell ratio bar,
 * the order form's USDT size unit, price alerts, the auto-add margin box of an isolated position, the Funding tab,
 * the closed-PnL analysis, the chart type and indicator settings, the rectangle and ray tools and the option chain's
 * bid/ask IV, and checks each with the checks of e2e.sizes (test/ReactApp/e2e/Sizes.ts: no target under a finger on
 * touch, no text over text, nothing cut by its panel, the panel's parts not cut), its figures in the locale's digits
 * and its times in the zone (the PnL analysis' days in UTC, as it says).
 */
import { expect, layer } from "@effect/vitest"
import type { Page } from "playwright-core"
import * as F from "./e2e/Figures.js"
import * as H from "./e2e/Harness.js"
import * as P from "./e2e/Pointer.js"
import * as S from "./e2e/Sizes.js"

const utc: H.Zone = { timezoneId: "UTC", locale: "en-US" }
const berlin = H.zones[0] as H.Zone
const newYork = H.zones[1] as H.Zone

// each case its own symbol where the last used it, so one case's position never meets another's
const cases: ReadonlyArray<H.Where & { readonly symbol: string }> = [
  { size: H.sizes[0] as H.Size, zone: utc, symbol: "BTCUSDT" },
  { size: H.tablet, zone: berlin, symbol: "ETHUSDT" },
  { size: H.screens[1] as H.Size, zone: newYork, symbol: "SOLUSDT" },
  { size: H.landscape, zone: berlin, symbol: "BTCUSDT" }
]

/** Dismisses the fill notices the orders placed over REST brought (a notice lies over the page by design). */
const dismissNotices = async (page: Page) => {
  const dismiss = page.locator(H.byId("fill-notice-dismiss"))
  while ((await dismiss.count()) > 0) await dismiss.first().click()
}

/**
 * Text over text where the panel's own text is one of the two (both, for a dialog: what lies under a dialog is
 * covered by design): `S.overlappingText` kept to the panel.
 */
const overlapsOf = async (page: Page, panel: string, dialog: boolean) => {
  const own = new Set(
    await page.$$eval(panel, (boxes) =>
      boxes.flatMap((box) => {
        const texts: Array<string> = []
        const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT)
        for (let n = walker.nextNode(); n !== null; n = walker.nextNode()) {
          const t = (n.textContent ?? "").trim()
          if (t !== "") texts.push(t.slice(0, 24))
        }
        return texts
      })
    )
  )
  // the phone's tab bar lies over the page, which scrolls under it; a table's sticky cells (its Symbol column, its
  // row buttons: opaque) lie over the columns scrolled under them
  const bar = new Set(
    await page.$$eval(".phone-tabs [role=tab], .phone-tabs button, .app:not(.phone) table.rows td.actions *", (tabs) =>
      tabs.map((t) => (t.textContent ?? "").trim())
    )
  )
  return (await S.overlappingText(page)).filter((o) => {
    const [, a = "", b = ""] = /^"(.*)" overlaps "(.*)"$/.exec(o) ?? []
    if (bar.has(a) || bar.has(b)) return false
    return dialog ? own.has(a) && own.has(b) : own.has(a) || own.has(b)
  })
}

/**
 * `H.layoutProblems` but for a control "off the screen sideways" that is inside a row or table scrolled sideways by
 * design (the chart's tool row, a wide table): the scroll brings it in.
 */
const layoutOf = async (page: Page) => {
  const scrolled = new Set(
    await page.evaluate(() => {
      const name = (el: Element) =>
        `${el.tagName.toLowerCase()}${el.getAttribute("data-testid") ? `[${el.getAttribute("data-testid")}]` : ""}` +
        ` "${(el.textContent ?? "").trim().slice(0, 30)}"`
      const inScroller = (el: Element) => {
        for (let p = el.parentElement; p !== null; p = p.parentElement)
          if (/(auto|scroll)/.test(getComputedStyle(p).overflowX) && p.scrollWidth > p.clientWidth + 1) return true
        return false
      }
      return Array.from(document.querySelectorAll(".panel *"))
        .filter(inScroller)
        .map((el) => `${name(el)} is off the screen sideways`)
    })
  )
  // by the element's name without its text (a figure may tick between the two reads)
  const bare = (problem: string) => problem.replace(/ ".*" /, " ")
  const scrolledBare = new Set([...scrolled].map(bare))
  return (await H.layoutProblems(page)).filter((p) => !scrolledBare.has(bare(p)))
}

/** What e2e.sizes asks of a view, plus the panel's named parts not cut (soft: every problem of every panel reported). */
const checkPanel = async (page: Page, where: H.Where, panel: string, parts: ReadonlyArray<string>, dialog = false) => {
  const said = `${panel} at ${H.nameOf(where)}`
  await dismissNotices(page)
  // rows scrolled sideways by a click (the chart's tools) back to their start, as the page shows them
  await page.evaluate(() => {
    for (const el of Array.from(document.querySelectorAll(".panel *"))) if (el.scrollLeft > 0) el.scrollLeft = 0
  })
  expect.soft(await page.locator(panel).first().isVisible(), `${said} is shown`).toBe(true)
  if (where.size.touch === true) expect.soft(await S.smallTargets(page), `targets under 44 px (${said})`).toEqual([])
  expect.soft(await overlapsOf(page, panel, dialog), `overlapping text (${said})`).toEqual([])
  expect.soft(await layoutOf(page), `layout (${said})`).toEqual([])
  expect.soft(await S.clipped(page, panel, parts, false), `cut parts (${said})`).toEqual([])
  await H.shot(page, where.size, `feature-sizes-${where.size.width}-${panel.replace(/\W+/g, "")}`)
}

/** A figure with decimals as the locale writes it: a decimal comma in de-DE, a point in en-US, never the other. */
const decimalsIn = (locale: string): RegExp => (locale === "de-DE" ? /\d,\d/ : /\d\.\d/)
const wrongDecimals = (locale: string): RegExp => (locale === "de-DE" ? /\d\.\d{1,2}(?!\d)/ : /\d,\d{1,2}(?!\d)/)

const expectLocal = (text: string, locale: string, what: string) => {
  expect.soft(text, `${what} in ${locale}'s digits`).toMatch(decimalsIn(locale))
  expect.soft(text, `${what} in ${locale}'s digits`).not.toMatch(wrongDecimals(locale))
}

/** A point of the chart's part in view (at 1024×768 the chart runs below the window) at fractions of it. */
const onChart = async (page: Page, fx: number, fy: number): Promise<P.Point> => {
  const box = await page.locator(H.byId("chart")).boundingBox()
  const height = page.viewportSize()?.height ?? 0
  if (box === null) throw new Error("the chart is not shown")
  const top = Math.max(box.y, 0)
  const bottom = Math.min(box.y + box.height, height)
  return { x: box.x + box.width * fx, y: top + (bottom - top) * fy }
}

layer(H.app, { timeout: "600 seconds", excludeTestServices: true })("React app: the new panels at every size", (it) => {
  for (const where of cases) {
    const { size, zone, symbol } = where
    it.effect(
      `${H.nameOf(where)} (${zone.timezoneId}): every new panel shown, whole, in the locale and zone`,
      () =>
        H.browse(async ({ browser, served }) => {
          const m = await F.market(served, "linear", symbol)
          const qty = (Number(m.minQty) * 10).toFixed(F.decimals(m.step))
          const order = { category: "linear", symbol, orderType: "Market", qty }
          // a close today for the PnL analysis (before any margin mode is switched: no position open)
          await F.signed(served, "POST", "/v5/order/create", { ...order, side: "Buy" })
          await F.signed(served, "POST", "/v5/order/create", { ...order, side: "Sell", reduceOnly: "true" })

          const { page, errors } = await H.open(browser, served.url(), size, `?category=linear&symbol=${symbol}`, zone)
          await H.untilText(page, "ticker-price", /\d/)
          await H.connectDemoKeys(page, size)

          // the buy/sell ratio under the book
          await H.showTab(page, size, "book")
          await page.waitForSelector(H.byId("ratio-bar"), { timeout: 30_000 })
          expectLocal(await H.text(page, "ratio-buy"), zone.locale, "the buy ratio")
          await checkPanel(page, where, H.byId("ratio-bar"), [H.byId("ratio-buy"), H.byId("ratio-sell")])

          // the size in USDT: the unit switched, an amount typed, the quantity it sends written in the locale
          await H.showTab(page, size, "orders")
          await page.waitForSelector(H.byId("order-submit"), { timeout: 30_000 })
          await page.click(H.byId("order-type-limit"))
          const price = Number(F.onTick(m.bid * 0.6, m.tick))
          await page.fill(H.byId("order-price"), price.toLocaleString(zone.locale, { useGrouping: false }))
          await page.click(H.byId("order-qty-unit"))
          await H.untilAttribute(page, H.byId("order-qty-unit"), "data-size-in", "quote")
          await page.fill(H.byId("order-qty"), "1000")
          await H.untilText(page, "order-qty-sent", /^Sends /, 10_000)
          expectLocal(await H.text(page, "order-qty-sent"), zone.locale, "the quantity sent")
          await checkPanel(page, where, "section.order-entry", [H.byId("order-qty"), H.byId("order-qty-sent")])
          await page.fill(H.byId("order-qty"), "")

          // price alerts: the form opened, an alert far above the price set in the locale's digits and listed so
          await page.click(H.byId("alerts-toggle"))
          await page.waitForSelector(H.byId("alert-price"))
          const last = F.localFigure(await H.text(page, "ticker-price"), zone.locale)
          const far = (Math.round(last * 2) + 0.5).toLocaleString(zone.locale, { useGrouping: false })
          await page.selectOption(H.byId("alert-direction"), "above")
          await page.fill(H.byId("alert-price"), far)
          await page.click(H.byId("alert-add"))
          await H.untilCount(page, H.byId("alert-row"), 1, 10_000)
          expectLocal(await H.text(page, "alert-row"), zone.locale, "the alert's price")
          await checkPanel(page, where, H.byId("alerts"), [H.byId("alert-price"), H.byId("alert-row")])

          // auto-add margin: isolated, a position opened, its margin row's box
          await page.selectOption(H.byId("order-margin-mode"), "isolated")
          await H.untilAttribute(page, H.byId("order-margin-mode"), "data-mode", "isolated")
          await F.signed(served, "POST", "/v5/order/create", { ...order, side: "Buy" })
          await H.accountTab(page, size, "positions")
          const row = `${H.byId("position-row")}[data-symbol="${symbol}"]`
          await page.waitForSelector(`${row} ${H.byId("position-margin-edit")}`, { timeout: 30_000 })
          await page.click(`${row} ${H.byId("position-margin-edit")}`)
          await H.untilAttribute(page, H.byId("position-auto-margin"), "data-on", "0")
          await checkPanel(page, where, H.byId("account"), [`label:has(${H.byId("position-auto-margin")})`])

          // funding: the settled rates, each at its time in the zone and in the locale's digits
          await H.accountTab(page, size, "funding")
          await H.untilCount(page, H.byId("funding-rate"), 1, 30_000)
          const rate = await page.$eval(H.byId("funding-rate"), (r) => ({
            time: Number(r.getAttribute("data-time")),
            cells: Array.from(r.querySelectorAll("td")).map((td) => (td.textContent ?? "").trim())
          }))
          expect
            .soft(rate.cells[0], `the rate's time in ${zone.timezoneId}`)
            .toBe(F.wallClock(rate.time, zone.timezoneId).dateTime)
          expectLocal(rate.cells.at(-1) ?? "", zone.locale, "the funding rate")
          await checkPanel(page, where, H.byId("funding-history"), [H.byId("funding-rate")])

          // the closed-PnL analysis: days in UTC as it says, the total in the locale's digits
          await H.accountTab(page, size, "closed")
          await H.untilCount(page, H.byId("pnl-day"), 1, 30_000)
          const today = new Date().toISOString().slice(0, 10)
          const days = await page.$$eval(H.byId("pnl-day"), (rows) => rows.map((r) => r.getAttribute("data-key")))
          expect.soft(days, "the PnL analysis' UTC days").toContain(today)
          expect.soft(await H.text(page, "pnl-period"), "the PnL analysis' period").toMatch(/UTC/)
          expectLocal(await H.text(page, "pnl-total"), zone.locale, "the PnL total")
          await checkPanel(page, where, H.byId("pnl-analysis"), [
            H.byId("pnl-total"),
            H.byId("pnl-day-table"),
            H.byId("pnl-curve")
          ])

          // the chart: its type, the indicator settings form, a rectangle and a ray
          await H.showTab(page, size, "chart")
          await H.explain(
            page.waitForFunction(
              () => Number(document.querySelector('[data-testid="chart"]')?.getAttribute("data-candles") ?? 0) > 10,
              undefined,
              { timeout: 45_000, polling: 100 }
            ),
            "the chart never drew"
          )
          await page.selectOption(H.byId("chart-type"), { index: 1 })
          await page.click(H.byId("indicator-settings"))
          await page.waitForSelector(H.byId("indicator-settings-form"))
          await checkPanel(
            page,
            where,
            H.byId("indicator-settings-form"),
            [H.byId("setting-ma-1"), H.byId("indicator-settings-apply")],
            true
          )
          // a dialog over the page: closed by its Cancel (on a phone it lies over its own ⚙)
          await page.click(`${H.byId("indicator-settings-form")} button:text-is("Cancel")`)
          await page.waitForSelector(H.byId("indicator-settings-form"), { state: "detached", timeout: 10_000 })
          for (const [n, tool] of (["rect", "ray"] as const).entries()) {
            await page.click(H.byId(`draw-${tool}`))
            await P.tap(page, size, await onChart(page, 0.5 + n * 0.05, 0.6 - n * 0.2))
            await P.tap(page, size, await onChart(page, 0.7 + n * 0.05, 0.5 - n * 0.2))
            await H.untilAttribute(page, H.byId("drawings"), "data-count", String(n + 1), 10_000)
          }
          await checkPanel(page, where, H.byId("chart"), [H.byId("drawings")])
          await H.shot(page, size, `feature-sizes-chart-${zone.locale}`)

          // the option chain's bid and ask IV
          await page.selectOption(H.byId("category-select"), "option")
          await H.showTab(page, size, "markets")
          await H.untilCount(page, `${H.byId("chain-row")} ${H.byId("chain-bid-iv")}`, 1, 30_000)
          await H.untilText(page, "chain-bid-iv", /\d/, 30_000)
          expectLocal(await H.text(page, "chain-bid-iv"), zone.locale, "a bid IV")
          expectLocal(await H.text(page, "chain-ask-iv"), zone.locale, "an ask IV")
          await checkPanel(page, where, H.byId("option-chain"), [H.byId("chain-bid-iv"), H.byId("chain-ask-iv")])
          await H.shot(page, size, `feature-sizes-chain-${zone.locale}`)

          // the position closed again: the next case on this symbol starts flat
          await F.signed(served, "POST", "/v5/order/create", { ...order, side: "Sell", reduceOnly: "true" })
          expect(errors).toEqual([])
        }),
      120_000
    )
  }
})
