/**
 * What Bybit's own trading page has, in the test browser at 1440×900 and 390×844 (issue 44): chart indicators
 * (computed by trading-signals, whose code is fetched only when one is turned on); the market list's figures
 * whole, never cut with "…"; prices on the chart's and the depth chart's axes at the tick; a half-open socket shown
 * stale (the page's heartbeat finds it) and then live again. Screenshots go to `test-results/`.
 */
import { expect, layer } from "@effect/vitest"
import type { Page } from "playwright-core"
import * as H from "./e2e/Harness.js"

/** The indicator lines the chart reports (`data-indicators`: key → points drawn). */
const drawnLines = async (page: Page): Promise<Readonly<Record<string, number>>> =>
  JSON.parse((await page.getAttribute(H.byId("chart"), "data-indicators")) ?? "{}") as Record<string, number>

const untilLines = (page: Page, keys: ReadonlyArray<string>, panes: number) =>
  H.explain(
    page.waitForFunction(
      ([sel, wanted, n]) => {
        const el = document.querySelector(sel as string)
        const drawn = Object.entries(JSON.parse(el?.getAttribute("data-indicators") ?? "{}") as Record<string, number>)
        return (
          drawn.filter(([, points]) => points > 0).length === (wanted as ReadonlyArray<string>).length &&
          (wanted as ReadonlyArray<string>).every((k) => drawn.some(([key]) => key === k)) &&
          el?.getAttribute("data-panes") === String(n)
        )
      },
      [H.byId("chart"), keys, panes] as const,
      { timeout: 45_000, polling: 100 }
    ),
    `the chart never drew ${keys.join(", ")} in ${panes} panes`
  )

layer(H.app, { timeout: "600 seconds", excludeTestServices: true })("React app: the terminal's extras", (it) => {
  for (const size of H.sizes) {
    it.effect(
      `${size.name}: indicators turn on and off, in panes of their own for RSI and MACD, and are kept`,
      () =>
        H.browse(async ({ browser, served }) => {
          const { page, errors } = await H.open(browser, served.url(), size, `?category=linear&symbol=${size.symbol}`)
          const scripts: Array<string> = []
          page.on("request", (request) => {
            if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname)
          })
          await H.showTab(page, size, "chart")
          await H.explain(
            page.waitForFunction(
              (sel) => Number(document.querySelector(sel)?.getAttribute("data-candles") ?? 0) > 100,
              H.byId("chart"),
              { timeout: 45_000 }
            ),
            "the chart has no candles"
          )
          // nothing of the indicator code is fetched while none is on
          expect(scripts.filter((s) => /Indicators-/.test(s))).toEqual([])
          expect(await drawnLines(page)).toEqual({})
          await page.click(H.byId("indicator-ma"))
          await untilLines(page, ["ma7", "ma25", "ma99"], 1)
          expect(scripts.filter((s) => /Indicators-/.test(s)).length).toBe(1)
          const candles = Number(await page.getAttribute(H.byId("chart"), "data-candles"))
          const ma = await drawnLines(page)
          // a value from the seventh bar on (the live bar may have been added between the two reads)
          expect(Math.abs((ma.ma7 ?? 0) - (candles - 6))).toBeLessThanOrEqual(1)
          expect(await page.getAttribute(H.byId("indicator-ma"), "aria-pressed")).toBe("true")
          await page.click(H.byId("indicator-rsi"))
          await untilLines(page, ["ma7", "ma25", "ma99", "rsi14"], 2)
          await page.click(H.byId("indicator-macd"))
          await untilLines(page, ["ma7", "ma25", "ma99", "rsi14", "macdHist", "macd", "macdSignal"], 3)
          await page.click(H.byId("indicator-boll"))
          await page.click(H.byId("indicator-ema"))
          await page.click(H.byId("indicator-volma"))
          await untilLines(
            page,
            [
              "ma7",
              "ma25",
              "ma99",
              "ema12",
              "ema26",
              "bollUpper",
              "bollMiddle",
              "bollLower",
              "volma20",
              "rsi14",
              "macdHist",
              "macd",
              "macdSignal"
            ],
            3
          )
          await H.noLayoutProblems(page)
          await H.shot(page, size, "indicators")
          // RSI off: its pane goes, MACD keeps its own
          await page.click(H.byId("indicator-rsi"))
          await page.click(H.byId("indicator-ema"))
          await page.click(H.byId("indicator-boll"))
          await page.click(H.byId("indicator-volma"))
          await untilLines(page, ["ma7", "ma25", "ma99", "macdHist", "macd", "macdSignal"], 2)
          // kept in this browser: a reload draws them again
          await page.reload({ waitUntil: "load" })
          await H.showTab(page, size, "chart")
          await untilLines(page, ["ma7", "ma25", "ma99", "macdHist", "macd", "macdSignal"], 2)
          await page.click(H.byId("indicator-ma"))
          await page.click(H.byId("indicator-macd"))
          await untilLines(page, [], 1)
          expect(errors).toEqual([])
        }),
      300_000
    )
  }

  for (const size of H.sizes) {
    it.effect(
      `${size.name}: the market list shows every figure whole (no "…"), in every category`,
      () =>
        H.browse(async ({ browser, served }) => {
          const { page, errors } = await H.open(browser, served.url(), size, "?category=linear")
          await H.showTab(page, size, "markets")
          // (options are a chain: see below)
          for (const category of ["linear", "spot", "inverse"]) {
            await page.selectOption(H.byId("category-select"), category)
            await H.showTab(page, size, "markets")
            await H.untilCount(page, H.byId("market-row"), 2)
            const cut = await page.evaluate(() =>
              Array.from(document.querySelectorAll(".market-row span, .market-head button"))
                .filter((el) => {
                  const r = el.getBoundingClientRect()
                  return (
                    r.width > 0 &&
                    (el.scrollWidth > el.clientWidth + 1 || getComputedStyle(el).textOverflow === "ellipsis")
                  )
                })
                .map((el) => `${el.textContent} (${el.scrollWidth} in ${el.clientWidth})`)
            )
            expect(cut, category).toEqual([])
            // the figures of every row stand in the same columns
            const lefts = await page.evaluate(() =>
              Array.from(
                document.querySelectorAll(".market-row:not(:has(.long)) .market-pick > span:nth-child(3)")
              ).map((el) => Math.round(el.getBoundingClientRect().right))
            )
            expect(new Set(lefts).size, category).toBeLessThanOrEqual(1)
            await H.noLayoutProblems(page)
          }
          await H.shot(page, size, "markets-whole")
          expect(errors).toEqual([])
        }),
      300_000
    )

    it.effect(
      `${size.name}: the chart's and the depth chart's prices are at the tick's decimals (no whole numbers repeated)`,
      () =>
        H.browse(async ({ browser, served }) => {
          // ETHUSDT's tick is 0.01: whole numbers would label 3,330 three times over a few cents of book
          const { page, errors } = await H.open(browser, served.url(), size, "?category=linear&symbol=ETHUSDT")
          await H.showTab(page, size, "chart")
          await H.untilAttribute(page, H.byId("chart"), "data-precision", "2")
          await H.untilAttribute(page, H.byId("depth-chart"), "data-precision", "2")
          await H.untilCount(page, H.byId("book-bid"), 1)
          await page.selectOption(H.byId("category-select"), "inverse")
          // BTCUSD's tick is 0.5: one decimal
          await H.untilAttribute(page, H.byId("depth-chart"), "data-precision", "1")
          await H.untilAttribute(page, H.byId("chart"), "data-precision", "1")
          expect(errors).toEqual([])
        }),
      300_000
    )

    it.effect(
      `${size.name}: a half-open socket is shown stale (found by the page's heartbeat), then live again`,
      () =>
        H.browse(async ({ browser, served }) => {
          const { page, errors } = await H.open(browser, served.url(), size, `?category=linear&symbol=${size.symbol}`)
          await H.untilText(page, "connection-state", "connected")
          await H.untilCount(page, H.byId("book-bid"), 1)
          await H.untilAttribute(page, H.byId("book-panel"), "data-stale", "false")
          served.handle().emulator.admin.apply({ op: "half-open" })
          // nothing closes and nothing comes: only the missing pong tells
          await H.untilAttribute(page, H.byId("book-panel"), "data-stale", "true")
          await H.untilText(page, "connection-state", "connected")
          await H.untilAttribute(page, H.byId("book-panel"), "data-stale", "false")
          expect(errors).toEqual([])
        }),
      300_000
    )
  }

  for (const size of H.sizes) {
    it.effect(
      `${size.name}: options are a chain of expiries × strikes with mark, IV and Greeks; a tap selects the option`,
      () =>
        H.browse(async ({ browser, served }) => {
          const { page, errors } = await H.open(browser, served.url(), size, "?category=option")
          await H.showTab(page, size, "markets")
          await H.untilCount(page, H.byId("chain-row"), 1)
          expect(await page.locator(H.byId("market-row")).count()).toBe(0)
          // the exchange's own tickers: every listed option is in the chain, at its expiry and strike
          const listed = (
            (await (
              await fetch(`${served.handle().emulator.rest}/v5/market/tickers?category=option&baseCoin=BTC`)
            ).json()) as {
              result: {
                list: ReadonlyArray<{ symbol: string; markPrice: string; markIv: string; delta: string }>
              }
            }
          ).result.list
          const expiries = [...new Set(listed.map((t) => t.symbol.split("-")[1]))]
          const tabs = await page
            .locator(H.byId("chain-expiry"))
            .evaluateAll((els) => els.map((el) => el.getAttribute("data-expiry")))
          expect([...tabs].sort()).toEqual([...expiries].sort())
          for (const expiry of tabs) {
            await page.click(`${H.byId("chain-expiry")}[data-expiry="${expiry}"]`)
            const here = listed.filter((t) => t.symbol.split("-")[1] === expiry)
            const strikes = [...new Set(here.map((t) => Number(t.symbol.split("-")[2])))].sort((a, b) => a - b)
            const rows = await page
              .locator(H.byId("chain-row"))
              .evaluateAll((els) => els.map((el) => Number(el.getAttribute("data-strike"))))
            expect(rows).toEqual(strikes)
            for (const t of here) {
              const side = t.symbol.endsWith("-C") ? "call" : "put"
              const cell = page.locator(`${H.byId(`chain-${side}`)}[data-symbol="${t.symbol}"]`)
              expect(await cell.count(), t.symbol).toBe(1)
              // mark, IV (in %) and delta as the ticker carries them (the mark moves between the two reads)
              const [mark, vol, delta] = await cell
                .locator("span")
                .evaluateAll((els) => els.map((el) => (el.textContent ?? "").replace(/,/g, "").replace(/\u2212/g, "-")))
              expect(Math.abs(Number(mark) / Number(t.markPrice) - 1), `${t.symbol} mark`).toBeLessThan(0.1)
              expect(vol, t.symbol).toMatch(/^\d+(\.\d)?%$/)
              expect(Math.sign(Number(delta)), t.symbol).toBe(side === "call" ? 1 : -1)
            }
          }
          // a tap on a put selects it for trading; its Greeks are shown
          const put = listed.find((t) => t.symbol.endsWith("-P"))
          expect(put).toBeDefined()
          const symbol = put?.symbol ?? ""
          await page.click(`${H.byId("chain-expiry")}[data-expiry="${symbol.split("-")[1]}"]`)
          await page.click(`${H.byId("chain-put")}[data-symbol="${symbol}"]`)
          await H.untilText(page, "ticker-symbol", symbol)
          await H.showTab(page, size, "markets")
          await H.untilAttribute(page, H.byId("chain-greeks"), "data-symbol", symbol)
          expect(await H.text(page, "chain-greeks")).toMatch(/IV .*Δ .*Γ .*Θ .*V /)
          expect(await page.getAttribute(`${H.byId("chain-put")}[data-symbol="${symbol}"]`, "aria-pressed")).toBe(
            "true"
          )
          // no figure of the chain cut short
          const cut = await page.evaluate(() =>
            Array.from(document.querySelectorAll(".option-chain span, .option-chain button"))
              .filter((el) => el.getBoundingClientRect().width > 0 && el.scrollWidth > el.clientWidth + 1)
              .map((el) => `${el.textContent} (${el.scrollWidth} in ${el.clientWidth})`)
          )
          expect(cut).toEqual([])
          await H.noLayoutProblems(page)
          await H.shot(page, size, "option-chain")
          expect(errors).toEqual([])
        }),
      300_000
    )
  }

  it.effect(
    "phone: every control on every tab is at least 44×44 CSS px (a checkbox through its label); the badges are named",
    () =>
      H.browse(async ({ browser, served }) => {
        const size = H.sizes[1] as H.Size
        const { page, errors } = await H.open(browser, served.url(), size, `?category=linear&symbol=${size.symbol}`)
        await H.untilText(page, "connection-state", "connected")
        await H.connectDemoKeys(page, size)
        const small: Array<string> = []
        for (const tab of ["chart", "book", "trades", "orders", "markets"] as const) {
          await H.showTab(page, size, tab)
          if (tab === "book") await H.untilCount(page, H.byId("book-bid"), 5)
          if (tab === "markets") await H.untilCount(page, H.byId("market-row"), 2)
          for (const account of tab === "orders"
            ? (["positions", "orders", "history", "keys"] as const)
            : [undefined]) {
            if (account !== undefined) await page.click(H.byId(`account-tab-${account}`))
            small.push(
              ...(await page.evaluate(
                (where) => {
                  const found: Array<string> = []
                  const controls = document.querySelectorAll(
                    "button, select, input, textarea, a[href], [role='tab'], [role='button'], summary"
                  )
                  for (const el of Array.from(controls)) {
                    const style = getComputedStyle(el)
                    const own = el.getBoundingClientRect()
                    if (own.width === 0 || own.height === 0 || style.visibility === "hidden") continue
                    // a checkbox or radio is tapped through its label
                    const input = el instanceof HTMLInputElement ? el : undefined
                    const target =
                      input !== undefined && (input.type === "checkbox" || input.type === "radio")
                        ? (input.labels?.[0] ?? input)
                        : el
                    const r = target.getBoundingClientRect()
                    if (r.width < 43.5 || r.height < 43.5)
                      found.push(
                        `${where}: ${el.tagName.toLowerCase()}[${el.getAttribute("data-testid") ?? el.getAttribute("aria-label") ?? ""}] "${(target.textContent ?? "").trim().slice(0, 20)}" ${Math.round(r.width)}×${Math.round(r.height)}`
                      )
                  }
                  return found
                },
                `${tab}${account === undefined ? "" : `/${account}`}`
              ))
            )
          }
        }
        expect(small).toEqual([])
        // the two state badges say what they are the state of, on a phone too
        for (const [id, name] of [
          ["connection-state", "market"],
          ["private-state", "account"]
        ] as const) {
          const label = await page.evaluate((sel) => {
            const wrap = document.querySelector(sel)?.parentElement
            const shown = wrap?.querySelector(".badge-label")
            return shown === null || shown === undefined || getComputedStyle(shown).display === "none"
              ? ""
              : (shown.textContent ?? "").trim()
          }, H.byId(id))
          expect(label).toBe(name)
        }
        await H.showTab(page, size, "book")
        await H.shot(page, size, "tap-targets-book")
        await H.noLayoutProblems(page)
        expect(errors).toEqual([])
      }),
    300_000
  )
})
