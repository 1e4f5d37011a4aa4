import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import { fingerprint, Strategies } from "../../src/Cluster/SweepStrategy.js"

// A sweep runner's strategies (Strategies.layerPinned), in one process: the modules it was started with, imported
// and hashed at start. A run names a module by its content hash (the path may differ between machines): the same
// content under another path runs, another module (or the same path edited since) is refused with a typed
// SweepError, and a module a run names is never imported.

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sweep-pinned-"))
const moduleA = path.join(dir, "a.mjs")
fs.writeFileSync(moduleA, "export const strategy = () => 'a'\n")
const copyOfA = path.join(dir, "copy-of-a.mjs")
fs.copyFileSync(moduleA, copyOfA)
const moduleB = path.join(dir, "b.mjs")
// importing B would set this global: a refused run must never import it
fs.writeFileSync(moduleB, "globalThis.__sweepPinnedImportedB = true\nexport const strategy = () => 'b'\n")

const pinned = Strategies.layerPinned([moduleA])

describe("a sweep runner runs only the strategies it was started with", () => {
  it.effect(
    "the module's content hash names it: A (or A's content at another path) runs; B is refused, never imported",
    () =>
      Effect.gen(function* () {
        const strategies = yield* Strategies
        const hashA = yield* fingerprint(moduleA)
        const hashB = yield* fingerprint(moduleB)
        expect(hashA).toBeDefined()
        expect(yield* fingerprint(copyOfA)).toBe(hashA)
        const a = yield* strategies.resolve(moduleA, hashA)
        expect(a({})).toBe("a")
        expect((yield* strategies.resolve(copyOfA, hashA))({})).toBe("a")
        const refused = yield* Effect.flip(strategies.resolve(moduleB, hashB))
        expect(refused._tag).toBe("SweepError")
        expect(refused.reason).toBe("strategy")
        expect(refused.message).toContain("runs only the strategies it was started with")
        expect(refused.message).toContain("a.mjs")
        // no hash (an old client, or a registered name the runner does not hold): refused too
        expect((yield* Effect.flip(strategies.resolve(moduleB))).reason).toBe("strategy")
        expect((globalThis as { __sweepPinnedImportedB?: boolean }).__sweepPinnedImportedB).toBeUndefined()
      }).pipe(Effect.provide(pinned))
  )

  it.effect("a module that cannot be read or imported fails the runner's start, naming it", () =>
    Effect.gen(function* () {
      const error = yield* Effect.flip(
        Effect.provide(Effect.asVoid(Strategies), Strategies.layerPinned([path.join(dir, "gone.mjs")]))
      )
      expect(error.reason).toBe("strategy")
      expect(error.message).toContain("gone.mjs")
    })
  )
})
