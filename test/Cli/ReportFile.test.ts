/**
 * `--report FILE`: the paper-trading reports land in the file whole (written beside it, then renamed over it), a
 * second write replaces the first whole, and a path that cannot be written is said on stderr without stopping the
 * emulator or leaving a partial file behind.
 */
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import * as NodeFileSystem from "@effect/platform-node/NodeFileSystem"
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as EmulatorCommand from "../../src/Cli/EmulatorCommand.js"
import * as Harness from "../support/Harness.js"

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), "effect-bybit-report-"))

describe("emulator --report FILE", () => {
  it.live("writes the reports whole, replaces them whole, and leaves no partial file", () =>
    Harness.withEmulator((emulator) =>
      Effect.gen(function* () {
        const dir = tempDir()
        const file = path.join(dir, "report.json")
        yield* EmulatorCommand.printReports(emulator, "first", file)
        const first = JSON.parse(fs.readFileSync(file, "utf8")) as ReadonlyArray<{ uid: string; fills: unknown }>
        expect(first).toHaveLength(1)
        expect(first[0]?.uid).toBe(emulator.accounts[0]?.uid)
        expect(first[0]?.fills).toEqual([])
        // the second write (a replay's end, then the stop) replaces the first whole: one array, parsed as a whole
        yield* EmulatorCommand.printReports(emulator, "again", file)
        const again = JSON.parse(fs.readFileSync(file, "utf8")) as ReadonlyArray<{ uid: string; fills: unknown }>
        expect(again.map((r) => [r.uid, r.fills])).toEqual(first.map((r) => [r.uid, r.fills]))
        // only the report itself is left in the folder
        expect(fs.readdirSync(dir)).toEqual(["report.json"])
        fs.rmSync(dir, { recursive: true, force: true })
      }).pipe(Effect.provide(NodeFileSystem.layer))
    )
  )

  it.live("a path that cannot be written is said, and the emulator goes on", () =>
    Harness.withEmulator((emulator) =>
      Effect.gen(function* () {
        const dir = tempDir()
        const file = path.join(dir, "missing-folder", "report.json")
        const said: Array<string> = []
        const original = console.error
        console.error = (...args: Array<unknown>) => {
          said.push(args.map(String).join(" "))
        }
        yield* EmulatorCommand.printReports(emulator, "stopped", file).pipe(
          Effect.ensuring(
            Effect.sync(() => {
              console.error = original
            })
          )
        )
        expect(said.join("\n")).toContain(`cannot write the report to ${file}`)
        expect(fs.existsSync(file)).toBe(false)
        expect(fs.readdirSync(dir)).toEqual([])
        // the exchange still answers
        expect(emulator.admin.report({ uid: emulator.accounts[0]?.uid ?? "" }).fills).toEqual([])
        fs.rmSync(dir, { recursive: true, force: true })
      }).pipe(Effect.provide(NodeFileSystem.layer))
    )
  )
})
