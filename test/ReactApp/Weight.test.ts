import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as AppBuild from "../../scripts/AppBuild.js"

// The app's weight, as the production build reports it: the first paint loads one chunk of at most 200 kB gzip
// (it was 293 kB in one file); the charts, the market side and the account side come in chunks of their own.
describe("the React app's weight", () => {
  it.live(
    "the JavaScript before the first paint stays within the budget; charts, market and account are later chunks",
    () =>
      Effect.promise(async () => {
        const built = await AppBuild.builtApp()
        const initial = AppBuild.initialFiles(built)
        const gzip = AppBuild.initialJsGzip(built)
        expect(gzip).toBeGreaterThan(0)
        expect(gzip).toBeLessThanOrEqual(AppBuild.firstPaintBudget)
        // every initial file is in the report, so nothing is left out of the sum
        for (const file of initial.filter((f) => f.endsWith(".js"))) {
          expect(built.report.map((r) => r.file)).toContain(file)
        }
        const entry = Object.values(built.manifest).find((chunk) => chunk.isEntry === true)
        const lazy = (entry?.dynamicImports ?? []).map((key) => built.manifest[key]?.file ?? key)
        for (const name of ["Charts", "Trading", "Market"]) {
          const chunk = lazy.find((file) => file.includes(`/${name}-`))
          expect(chunk, `${name} is a dynamic import of the entry`).toBeDefined()
          expect(initial).not.toContain(chunk)
        }
        // lightweight-charts is in the charts chunk, not before the first paint
        const charts = built.report.find((r) => r.file.includes("/Charts-"))
        expect(charts?.gzipBytes ?? 0).toBeGreaterThan(40_000)
      }),
    300_000
  )
})
