import * as fs from "node:fs"
import * as path from "node:path"
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as AppBuild from "../../scripts/AppBuild.js"

// The app's chunks, as the production build reports them: the market side with the charts (the first paint's one
// chunk, scripts/PaintChunk.ts), the market list and the account side come in chunks of their own, behind dynamic
// imports of the entry. What the first useful paint costs in bytes is measured in the browser (e2e.paint.test.ts),
// not here: the entry chunk alone draws an empty frame.
describe("the React app's chunks", () => {
  it.live(
    "the entry chunk loads the frame; market with charts, market list and account are later chunks",
    () =>
      Effect.promise(async () => {
        const built = await AppBuild.builtApp()
        const initial = AppBuild.initialFiles(built)
        const gzip = AppBuild.initialJsGzip(built)
        expect(gzip).toBeGreaterThan(0)
        // every initial file is in the report, so nothing is left out of the sum
        for (const file of initial.filter((f) => f.endsWith(".js"))) {
          expect(built.report.map((r) => r.file)).toContain(file)
        }
        const entry = Object.values(built.manifest).find((chunk) => chunk.isEntry === true)
        const lazy = (entry?.dynamicImports ?? []).map((key) => built.manifest[key]?.file ?? key)
        for (const name of ["Market", "Markets", "Trading"]) {
          const chunk = lazy.find((file) => file.includes(`/${name}-`))
          expect(chunk, `${name} is a dynamic import of the entry`).toBeDefined()
          expect(initial).not.toContain(chunk)
        }
        // lightweight-charts (its DOM class name) is in the market chunk, not in the frame
        const holds = (file: string) =>
          fs.readFileSync(path.join(built.dir, file), "utf8").includes("tv-lightweight-charts")
        const market = lazy.find((file) => file.includes("/Market-")) ?? ""
        expect(holds(market)).toBe(true)
        for (const file of initial.filter((f) => f.endsWith(".js"))) expect(holds(file), file).toBe(false)
      }),
    300_000
  )
})
