import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import * as zlib from "node:zlib"
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as AppBuild from "../../scripts/AppBuild.js"

// The build `npm start` serves, on a small app of its own: an app directory and a "library" directory it imports
// from, built into a throwaway cache, as AppBuild builds react-app/ and src/ into node_modules/.cache.
const sandbox = Effect.acquireRelease(
  Effect.sync(() => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "effect-bybit-build-"))
    const write = (name: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true })
      fs.writeFileSync(path.join(dir, name), text)
    }
    write(
      "app/index.html",
      '<!doctype html><html><body><div id="root"></div><script type="module" src="./main.js"></script></body></html>'
    )
    write("app/main.js", 'import { greeting } from "../lib/greeting.js"\ndocument.title = greeting\n')
    write("lib/greeting.js", 'export const greeting = "first build"\n')
    const sources: AppBuild.Sources = {
      appRoot: path.join(dir, "app"),
      inputs: [path.join(dir, "app"), path.join(dir, "lib")],
      cacheDir: path.join(dir, "cache")
    }
    return { dir, sources, write }
  }),
  ({ dir }) => Effect.sync(() => fs.rmSync(dir, { recursive: true, force: true }))
)

const build = (sources: AppBuild.Sources) => Effect.promise(() => AppBuild.builtApp(sources))

const entryCode = (built: AppBuild.Built): string => {
  const entry = Object.values(built.manifest).find((chunk) => chunk.isEntry === true)
  return fs.readFileSync(path.join(built.dir, entry?.file ?? "missing"), "utf8")
}

describe("AppBuild", () => {
  it.live(
    "builds once per state of the sources, precompressed; a changed library file makes the next start build again",
    () =>
      Effect.gen(function* () {
        const { sources, write } = yield* sandbox
        expect(AppBuild.isBuilt(sources)).toBe(false)
        const first = yield* build(sources)
        expect(AppBuild.isBuilt(sources)).toBe(true)
        expect(entryCode(first)).toContain("first build")
        // every text file has its brotli and gzip copies, each the same bytes once decoded
        const entry = Object.values(first.manifest).find((chunk) => chunk.isEntry === true)?.file ?? ""
        const js = fs.readFileSync(path.join(first.dir, entry))
        expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(first.dir, `${entry}.br`)))).toEqual(js)
        expect(zlib.gunzipSync(fs.readFileSync(path.join(first.dir, `${entry}.gz`)))).toEqual(js)
        const html = fs.readFileSync(path.join(first.dir, "index.html"))
        expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(first.dir, "index.html.br")))).toEqual(html)

        // the same sources: the same build, not made again
        const stamp = fs.statSync(path.join(first.dir, "report.json")).mtimeMs
        const again = yield* build(sources)
        expect(again.dir).toBe(first.dir)
        expect(fs.statSync(path.join(again.dir, "report.json")).mtimeMs).toBe(stamp)

        // an edit in the library the app bundles
        write("lib/greeting.js", 'export const greeting = "second build"\n')
        expect(AppBuild.isBuilt(sources)).toBe(false)
        const second = yield* build(sources)
        expect(second.dir).not.toBe(first.dir)
        expect(entryCode(second)).toContain("second build")
        expect(entryCode(second)).not.toContain("first build")

        // an edit in the app itself
        write("app/main.js", 'import { greeting } from "../lib/greeting.js"\ndocument.title = greeting + "!"\n')
        const third = yield* build(sources)
        expect(third.dir).not.toBe(second.dir)
        // going back to an earlier state finds its build
        write("app/main.js", 'import { greeting } from "../lib/greeting.js"\ndocument.title = greeting\n')
        expect(AppBuild.isBuilt(sources)).toBe(true)
        expect((yield* build(sources)).dir).toBe(second.dir)
      }),
    300_000
  )
})
