/**
 * Indicator settings and chart types (issue 72, point 3), in the test browser at 1440×900 under en-US (New York) and
 * 390×844 touch under de-DE (Berlin), checked against the exchange's klines (REST on the emulator, not the page): a
 * changed MA period draws the moving average of that period, its values those of the closes the kline answer gives,
 * and is kept across a reload; a period out of range is refused with a message. The line and Heikin-Ashi types draw
 * what they say (a line through every close; averaged candles equal to those worked from the klines) and the chosen
 * type survives a reload.
 */
import { expect, layer } from "@effect/vitest"
import type { Page } from "playwright-core"
import * as H from "./e2e/Harness.js"

/** The chart's element's data attribute, read as JSON. */
const dataOf = async <A>(page: Page, name: string, fallback: A): Promise<A> =>
  JSON.parse((await page.getAttribute(H.byId("chart"), `data-${name}`)) || JSON.stringify(fallback)) as A

/** The exchange's closed bars of the chart's series (oldest first, time in seconds). */
const klines = async (page: Page, served: H.Served) => {
  await page.waitForFunction(
    () => (document.querySelector('[data-testid="chart"]')?.getAttribute("data-key") ?? "") !== ""
  )
  const key = (await page.getAttribute(H.byId("chart"), "data-key")) ?? ""
  const [category, symbol, interval] = (key.split("|").at(-1) ?? "").split("/")
  const url = `${served.handle().emulator.rest}/v5/market/kline?category=${category}&symbol=${symbol}&interval=${interval}&limit=300`
  const body = (await (await fetch(url)).json()) as { result?: { list: ReadonlyArray<ReadonlyArray<string>> } }
  if (body.result?.list === undefined) throw new Error(`${key} ${url}: ${JSON.stringify(body)}`)
  return body.result.list
    .map(([start, open, high, low, close]) => ({
      time: Number(start) / 1000,
      open: Number(open),
      high: Number(high),
      low: Number(low),
      close: Number(close)
    }))
    .reverse()
}

// Heikin-Ashi worked here, not with the app's code: close the bar's mean, open the midpoint of the averaged bar before
const heikinAshi = (bars: ReadonlyArray<{ time: number; open: number; high: number; low: number; close: number }>) => {
  const out: Array<{ time: number; open: number; high: number; low: number; close: number }> = []
  for (const [i, b] of bars.entries()) {
    const close = (b.open + b.high + b.low + b.close) / 4
    const before = out[i - 1]
    const open = before === undefined ? (b.open + b.close) / 2 : (before.open + before.close) / 2
    out.push({ time: b.time, open, high: Math.max(b.high, open, close), low: Math.min(b.low, open, close), close })
  }
  return out
}

const near = (a: number, b: number) => Math.abs(a - b) <= Math.abs(b) * 1e-9 + 1e-9

const cases: ReadonlyArray<H.Where> = [
  { size: H.screens[0] as H.Size, zone: H.zones[1] as H.Zone },
  { size: H.screens[1] as H.Size, zone: H.zones[0] as H.Zone }
]

layer(H.app, { timeout: "300 seconds", excludeTestServices: true })(
  "React app: indicator settings, chart types",
  (it) => {
    for (const where of cases) {
      const { size, zone } = where
      it.effect(`${H.nameOf(where)}: a changed MA period draws that MA of the klines' closes, kept on reload`, () =>
        H.browse(async ({ browser, served }) => {
          const query = `?category=linear&symbol=${size.symbol}`
          const { page, errors } = await H.open(browser, served.url(), size, query, zone)
          await H.showTab(page, size, "chart")
          await page.click(H.byId("indicator-ma"))
          await page.waitForFunction(() => {
            const drawn = JSON.parse(
              document.querySelector('[data-testid="chart"]')?.getAttribute("data-indicators") ?? "{}"
            )
            return (drawn.ma7 ?? 0) > 0
          })
          // a period out of range is named, and nothing changes
          await page.click(H.byId("indicator-settings"))
          await page.fill(H.byId("setting-ma-1"), "0")
          await page.click(H.byId("indicator-settings-apply"))
          expect(await H.text(page, "indicator-settings-error")).toMatch(/whole numbers from 1/)
          // MA 1: 7 → 5
          await page.fill(H.byId("setting-ma-1"), "5")
          await page.click(H.byId("indicator-settings-apply"))
          await page.waitForSelector(H.byId("indicator-settings-form"), { state: "detached" })
          const drawnMa5 = () =>
            page.waitForFunction(() => {
              const drawn = JSON.parse(
                document.querySelector('[data-testid="chart"]')?.getAttribute("data-indicators") ?? "{}"
              )
              return drawn.ma7 === undefined && (drawn.ma5 ?? 0) > 0 && (drawn.ma25 ?? 0) > 0
            })
          await drawnMa5()
          // each value but the newest (its bar still trading) is the mean of the klines' last five closes up to it
          const values = (await dataOf<Record<string, ReadonlyArray<[number, number]>>>(page, "indicator-values", {}))
            .ma5
          const bars = await klines(page, served)
          const checked = (values ?? []).slice(0, -1).map(([time, value]) => {
            const at = bars.findIndex((b) => b.time === time)
            const window = at >= 4 ? bars.slice(at - 4, at + 1) : []
            const mean = window.reduce((sum, b) => sum + b.close, 0) / 5
            return { time, value, mean, ok: window.length === 5 && near(value, mean) }
          })
          expect(checked.length).toBeGreaterThanOrEqual(5)
          expect(checked.filter((c) => !c.ok)).toEqual([])
          expect(await page.getAttribute(H.byId("indicator-ma"), "title")).toBe("Moving averages 5, 25, 99")
          // kept: a reload draws MA 5 again
          await page.reload({ waitUntil: "load" })
          await H.showTab(page, size, "chart")
          await drawnMa5()
          expect(await page.getAttribute(H.byId("indicator-ma"), "title")).toBe("Moving averages 5, 25, 99")
          await page.click(H.byId("indicator-settings"))
          expect(await page.inputValue(H.byId("setting-ma-1"))).toBe("5")
          await H.shot(page, size, "indicator-settings")
          expect(errors).toEqual([])
        })
      )

      it.effect(`${H.nameOf(where)}: line and Heikin-Ashi draw what they say; the type survives a reload`, () =>
        H.browse(async ({ browser, served }) => {
          const query = `?category=linear&symbol=${size.symbol}`
          const { page, errors } = await H.open(browser, served.url(), size, query, zone)
          await H.showTab(page, size, "chart")
          await page.waitForFunction(
            () => Number(document.querySelector('[data-testid="chart"]')?.getAttribute("data-candles")) > 60
          )
          // a line through every close
          await page.selectOption(H.byId("chart-type"), "line")
          await H.untilAttribute(page, H.byId("chart"), "data-chart-type", "line")
          await page.waitForFunction(() => {
            const chart = document.querySelector('[data-testid="chart"]')
            return chart?.getAttribute("data-line-points") === chart?.getAttribute("data-candles")
          })
          await page.reload({ waitUntil: "load" })
          await H.showTab(page, size, "chart")
          await H.untilAttribute(page, H.byId("chart"), "data-chart-type", "line")
          expect(await page.inputValue(H.byId("chart-type"))).toBe("line")
          await H.shot(page, size, "chart-line")
          // Heikin-Ashi: the drawn candles of closed bars are those worked from the klines (the seed of the first
          // bar's open fades by half a bar, so a few hundred bars back it is gone)
          await page.selectOption(H.byId("chart-type"), "heikin")
          await H.untilAttribute(page, H.byId("chart"), "data-chart-type", "heikin")
          await H.untilAttribute(page, H.byId("chart"), "data-line-points", "0")
          await page.reload({ waitUntil: "load" })
          await H.showTab(page, size, "chart")
          await H.untilAttribute(page, H.byId("chart"), "data-chart-type", "heikin")
          const drawn = await dataOf<ReadonlyArray<ReadonlyArray<number>>>(page, "drawn-bars", [])
          const worked = heikinAshi(await klines(page, served))
          // the oldest of the three reported (two bars behind the one trading)
          const [time, ...ohlc] = drawn[0] ?? []
          const expected = worked.find((b) => b.time === time)
          expect(expected, `a kline at ${time}`).toBeDefined()
          const want = [expected?.open, expected?.high, expected?.low, expected?.close].map(Number)
          expect(ohlc.every((v, i) => Math.abs(v - (want[i] ?? 0)) <= Math.abs(want[i] ?? 0) * 1e-6)).toBe(true)
          await H.shot(page, size, "chart-heikin")
          // back to candles: the bars themselves
          await page.selectOption(H.byId("chart-type"), "candles")
          await H.untilAttribute(page, H.byId("chart"), "data-chart-type", "candles")
          const raw = await dataOf<ReadonlyArray<ReadonlyArray<number>>>(page, "drawn-bars", [])
          const bars = await klines(page, served)
          const bar = bars.find((b) => b.time === raw[0]?.[0])
          expect(raw[0]?.slice(1)).toEqual([bar?.open, bar?.high, bar?.low, bar?.close])
          expect(errors).toEqual([])
        })
      )
    }
  }
)
