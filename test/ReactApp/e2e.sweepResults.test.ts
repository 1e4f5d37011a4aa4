/**
 * A sweep's results as pictures (issue 72, point 4), in the test browser at 1440×900 and 390×844 (touch): the trader
 * opens the file a real sweep wrote (the example strategy over examples/recordings/btcusdt.jsonl, made in this
 * process by test/support/SweepResultsFile.ts, as `effect-bybit sweep --out` writes it) at `?view=sweep`, and sees
 * - the ranking table, one row per run in rank order, sorted again by a click on a column's head;
 * - the picked runs' equity curves and drawdowns, one SVG path per run: unticking a run takes its path away,
 *   ticking another draws it;
 * - one run's fills as markers, as many as its report holds, and replayed at the run's pace (a cursor through the
 *   recording's time, each fill drawn once reached).
 * A file cut off while written shows a message, not a broken page.
 */
import * as fs from "node:fs"
import * as path from "node:path"
import { expect, layer } from "@effect/vitest"
import * as Effect from "effect/Effect"
import type { Page } from "playwright-core"
import { writeResultsFile } from "../support/SweepResultsFile.js"
import * as H from "./e2e/Harness.js"

interface FileRun {
  readonly rank: number
  readonly run: number
  readonly report: { readonly fills: ReadonlyArray<unknown> }
}

const screens: ReadonlyArray<H.Size> = [H.sizes[0] as H.Size, { ...(H.sizes[1] as H.Size), touch: true }]

/** The runs drawn in a chart: its paths' `data-run`, in order. */
const drawn = (page: Page, chart: string): Promise<ReadonlyArray<number>> =>
  page.evaluate(
    (sel) =>
      Array.from(document.querySelectorAll(`${sel} path[data-run]`)).map((p) => Number(p.getAttribute("data-run"))),
    H.byId(chart)
  )

const column = (page: Page, id: string): Promise<ReadonlyArray<string>> =>
  page.locator(`${H.byId("sweep-row")} ${H.byId(id)}`).allTextContents()

const untilDrawn = (page: Page, chart: string, count: number) =>
  H.untilAttribute(page, H.byId(chart), "data-lines", String(count))

layer(H.app, { timeout: "600 seconds", excludeTestServices: true })("React app: a sweep's results", (it) => {
  for (const size of screens) {
    it.effect(
      `${size.width}×${size.height}: table sorted, curves follow the picked runs, one run's fills all drawn`,
      () =>
        Effect.gen(function* () {
          const file = yield* Effect.orDie(writeResultsFile)
          const text = fs.readFileSync(file, "utf8")
          const runs = (JSON.parse(text) as { runs: ReadonlyArray<FileRun> }).runs
          const cut = path.join(path.dirname(file), "cut.json")
          fs.writeFileSync(cut, text.slice(0, Math.floor(text.length / 2)))
          yield* H.browse(async ({ browser, served }) => {
            const { page, errors } = await H.open(browser, served.url(), size, "?view=sweep")
            const input = page.locator(H.byId("sweep-file"))

            // a file cut off while written: a message, and the page still works
            await input.setInputFiles(cut)
            await H.untilText(page, "sweep-error", /cut\.json: The file is not whole JSON/)
            expect(await page.locator(H.byId("sweep-table")).count()).toBe(0)

            await input.setInputFiles(file)
            await H.untilCount(page, H.byId("sweep-row"), runs.length)
            expect(await page.locator(H.byId("sweep-error")).count()).toBe(0)
            // the ranking table in rank order, each row's fills the report's
            expect(await column(page, "sweep-rank")).toEqual(runs.map((r) => String(r.rank)))
            expect(await column(page, "sweep-fills")).toEqual(runs.map((r) => String(r.report.fills.length)))
            // sorted by the equity's change: largest first (the ranking's order), then smallest first
            await page.click(H.byId("sweep-sort-change"))
            expect(await column(page, "sweep-rank")).toEqual(runs.map((r) => String(r.rank)))
            await page.click(H.byId("sweep-sort-change"))
            expect(await column(page, "sweep-rank")).toEqual(runs.map((r) => String(r.rank)).reverse())
            await page.click(H.byId("sweep-sort-rank"))

            // the three best runs are drawn; unticking the best takes its curve away, ticking the fourth draws it
            const [best, , , fourth] = runs
            if (best === undefined || fourth === undefined) throw new Error("the sweep has fewer than 4 runs")
            await untilDrawn(page, "sweep-equity", 3)
            const first = await drawn(page, "sweep-equity")
            expect([...first].sort()).toEqual(
              runs
                .slice(0, 3)
                .map((r) => r.run)
                .sort()
            )
            expect(await drawn(page, "sweep-drawdown")).toEqual(first)
            await page.locator(H.byId(`sweep-pick-${best.run}`)).click()
            await untilDrawn(page, "sweep-equity", 2)
            expect(await drawn(page, "sweep-equity")).not.toContain(best.run)
            expect((await drawn(page, "sweep-drawdown")).length).toBe(2)
            await page.locator(H.byId(`sweep-pick-${fourth.run}`)).click()
            await untilDrawn(page, "sweep-equity", 3)
            expect(await drawn(page, "sweep-equity")).toContain(fourth.run)
            expect(await drawn(page, "sweep-drawdown")).toContain(fourth.run)

            // one run's fills: as many markers (and rows) as its report holds, for the best run and another
            for (const run of [best, fourth]) {
              await page.selectOption(H.byId("sweep-fills-run"), String(run.run))
              await H.untilAttribute(page, H.byId("sweep-fills-chart"), "data-run", String(run.run))
              const count = run.report.fills.length
              expect(await page.getAttribute(H.byId("sweep-fills-chart"), "data-fills")).toBe(String(count))
              expect(await page.locator(H.byId("sweep-fill")).count()).toBe(count)
              expect(await page.locator(H.byId("sweep-fill-row")).count()).toBe(count)
            }
            expect(Math.max(...runs.map((r) => r.report.fills.length))).toBeGreaterThan(0)

            // the best run's fills replayed at the run's own pace: at 1× (a minute of recording) the fills come one
            // by one (the first a few seconds in, not all at the start); at 60× the rest, then the whole run again
            const chart = H.byId("sweep-fills-chart")
            await page.selectOption(H.byId("sweep-fills-run"), String(best.run))
            await H.untilAttribute(page, chart, "data-run", String(best.run))
            await page.selectOption(H.byId("sweep-replay-speed"), "1")
            await page.click(H.byId("sweep-replay-start"))
            await H.untilAttribute(page, H.byId("sweep-replay"), "data-replay", "playing")
            expect(Number(await page.getAttribute(chart, "data-shown"))).toBeLessThan(best.report.fills.length)
            await page.selectOption(H.byId("sweep-replay-speed"), "60")
            await H.untilAttribute(page, H.byId("sweep-replay"), "data-replay", "done")
            expect(await page.getAttribute(chart, "data-shown")).toBe(String(best.report.fills.length))
            expect(await page.locator(H.byId("sweep-fill")).count()).toBe(best.report.fills.length)

            expect.soft(await H.layoutProblems(page), "layout").toEqual([])
            await H.shot(page, size, "sweep-results")
            expect(errors).toEqual([])
          })
        }),
      300_000
    )
  }
})
