import * as path from "node:path"
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as AppBuild from "../../scripts/AppBuild.js"
import * as EmulatorProcess from "../support/EmulatorProcess.js"

const root = new URL("../..", import.meta.url).pathname

// `npm start` as a person runs it: the script in its own process, its printed URL, then what a browser would fetch.
describe("npm start", () => {
  it.live(
    "serves the production build of the current sources, compressed, with the emulator on the same origin",
    () =>
      Effect.gen(function* () {
        const running = yield* Effect.acquireRelease(
          Effect.sync(() =>
            EmulatorProcess.start(process.execPath, [
              path.join(root, "node_modules/tsx/dist/cli.mjs"),
              "scripts/start.ts",
              "--port",
              "0"
            ])
          ),
          (started) =>
            Effect.promise(async () => {
              EmulatorProcess.signalGroup(started, "SIGINT")
              await started.exited
            })
        )
        const lines = yield* Effect.promise(async () => {
          for (let count = 1; ; count++) {
            const seen = await running.lines(count)
            if (seen.length < count) throw new Error(`npm start ended: ${seen.join("\n")}\n${running.stderr()}`)
            if (seen.some((line) => line.startsWith("mode:"))) return seen
          }
        })
        const url = /effect-bybit app: (\S+)/.exec(lines.join("\n"))?.[1] ?? ""
        expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/)
        // the build it serves is the one of the sources as they are now
        const built = yield* Effect.promise(() => AppBuild.builtApp())
        expect(lines.join("\n")).toContain(`production build (${built.dir})`)

        const index = yield* Effect.promise(() => fetch(url, { headers: { "accept-encoding": "br" } }))
        expect(index.headers.get("content-encoding")).toBe("br")
        expect(index.headers.get("cache-control")).toBe("no-cache")
        const html = yield* Effect.promise(() => index.text())
        const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? ""
        expect(script).not.toBe("")
        // fetch decodes the body; the headers say what went over the wire
        const asset = yield* Effect.promise(() =>
          fetch(`${url}${script.slice(1)}`, { headers: { "accept-encoding": "gzip" } })
        )
        expect(asset.headers.get("content-encoding")).toBe("gzip")
        expect(asset.headers.get("cache-control")).toContain("immutable")
        expect(Number(asset.headers.get("content-length"))).toBeGreaterThan(0)
        yield* Effect.promise(() => asset.arrayBuffer())
        // no Vite client: this is not the dev server
        expect(html).not.toContain("/@vite/client")

        const config = yield* Effect.promise(() => fetch(`${url}app-config.json`).then((r) => r.json()))
        expect(config.environments.emulator.rest).toBe("/emulator")
        const time = yield* Effect.promise(() => fetch(`${url}emulator/v5/market/time`).then((r) => r.json()))
        expect(time.retCode).toBe(0)
      }),
    300_000
  )
})
