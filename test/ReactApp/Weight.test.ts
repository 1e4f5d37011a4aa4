import * as fs from "node:fs"
import * as path from "node:path"
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as AppBuild from "../../scripts/AppBuild.js"

// The app's chunks, as the production build reports them: the entry file holds the whole first paint (the frame,
// the market side, the charts and the library's public client: scripts/PaintChunk.ts); the market list, the trade
// tape, the depth chart and the account side come in chunks of their own, behind dynamic imports. What the first
// useful paint costs in bytes is measured in the browser (e2e.paint.test.ts).
describe("the React app's chunks", () => {
  it.live(
    "the entry file holds the frame, the market side and the charts; market list and account are later chunks",
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
        for (const name of ["Markets", "Trading", "TradeTape"]) {
          const chunk = lazy.find((file) => file.includes(`/${name}-`))
          expect(chunk, `${name} is a dynamic import of the entry`).toBeDefined()
          expect(initial).not.toContain(chunk)
        }
        // lightweight-charts (its DOM class name) is in the entry file, and order entry's form is not
        const holds = (file: string, text: string) => fs.readFileSync(path.join(built.dir, file), "utf8").includes(text)
        const scripts = initial.filter((f) => f.endsWith(".js"))
        expect(scripts).toEqual([entry?.file])
        expect(holds(entry?.file ?? "", "tv-lightweight-charts")).toBe(true)
        const trading = lazy.find((file) => file.includes("/Trading-")) ?? ""
        expect(holds(trading, "order-entry")).toBe(true)
        expect(holds(entry?.file ?? "", "order-form")).toBe(false)
      }),
    300_000
  )
})
