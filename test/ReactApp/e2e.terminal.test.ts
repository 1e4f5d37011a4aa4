/**
 * What Bybit's own trading page has, in the test browser at 1440×900 and 390×844 (issue 44): chart indicators
 * (computed by trading-signals, whose code is fetched only when one is turned on). Screenshots go to `test-results/`.
 */
import { expect, layer } from "@effect/vitest"
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import type { Browser, Page } from "playwright-core"
import * as H from "./e2e/Harness.js"

class Setup extends Context.Service<Setup, { readonly browser: Browser; readonly served: H.Served }>()(
  "test/TerminalSetup"
) {}

const Live = Layer.effect(
  Setup,
  Effect.gen(function* () {
    const served = yield* Effect.acquireRelease(
      Effect.promise(() => H.serve()),
      (s) => Effect.promise(() => s.stop())
    )
    const browser = yield* Effect.acquireRelease(Effect.promise(H.launch), (b) => Effect.promise(() => b.close()))
    return { browser, served }
  })
)

/** Runs a test body; the pages it opened are closed whatever happens. */
const browse = (body: (setup: { readonly browser: Browser; readonly served: H.Served }) => Promise<void>) =>
  Effect.flatMap(Setup, (setup) =>
    Effect.promise(() =>
      body(setup).finally(() => Promise.all(setup.browser.contexts().map((context) => context.close())))
    )
  )

const noLayoutProblems = async (page: Page) => expect(await H.layoutProblems(page)).toEqual([])

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

layer(Live, { timeout: "600 seconds", excludeTestServices: true })("React app: the terminal's extras", (it) => {
  for (const size of H.sizes) {
    it.effect(
      `${size.name}: indicators turn on and off, in panes of their own for RSI and MACD, and are kept`,
      () =>
        browse(async ({ browser, served }) => {
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
          await noLayoutProblems(page)
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
})
