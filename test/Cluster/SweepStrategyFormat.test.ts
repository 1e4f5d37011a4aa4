import * as fs from "node:fs"
import { createRequire } from "node:module"
import * as os from "node:os"
import * as path from "node:path"
import { describe, expect, it } from "@effect/vitest"
import { importFailure } from "../../src/Cluster/SweepStrategy.js"

// A strategy written as an ES module (`import`, `export`) in a folder `npm init -y` made: its package.json says
// `"type": "commonjs"`, so Node reads a `.ts` or `.js` file there as CommonJS and the import fails with V8's
// SyntaxError (TypeScript's check of the same file: TS1295). The error says why and what to change. Node's own error
// comes from its `require` (vitest would load the file its own way, as an ES module, whatever the folder says); the
// CLI meeting it through `import` is test/Cluster/SweepCli.test.ts.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sweep-commonjs-"))
const write = (file: string, text: string): string => {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
  fs.writeFileSync(path.join(dir, file), text)
  return path.join(dir, file)
}
const esm = `import * as Effect from "effect/Effect"\nexport const strategy = (s: unknown) => Effect.succeed(s)\n`
const commonJs = JSON.stringify({ name: "strategies", version: "1.0.0", type: "commonjs" })
const manifest = write("package.json", commonJs)
const strategy = write("strategy.ts", esm)
write("module/package.json", JSON.stringify({ name: "strategies", type: "module" }))
const broken = write("module/broken.ts", "export const strategy = (\n")

/** What Node itself throws for the file (vitest loads the modules a test imports its own way, as ES modules). */
const nodeError = (file: string): unknown => {
  try {
    createRequire(import.meta.url)(file)
    return undefined
  } catch (error) {
    return error
  }
}

describe("a strategy module Node reads as CommonJS", () => {
  it('a .ts file under "type": "commonjs" names the package.json and both ways out', () => {
    const cause = nodeError(strategy)
    expect((cause as Error).name).toBe("SyntaxError")
    const error = importFailure(strategy, cause)
    expect(error.reason).toBe("strategy")
    expect(error.message).toContain(`cannot import the strategy module ${strategy}: ${(cause as Error).message}`)
    expect(error.message).toContain(`${manifest} says "type": "commonjs"`)
    expect(error.message).toContain("TS1295")
    expect(error.message).toContain(
      `add "type": "module" there (\`npm pkg set type=module\`), or name the file strategy.mts`
    )
  })

  it("a .cjs file is told to become .mjs; other failures carry Node's reason alone", () => {
    const cjs = write("strategy.cjs", "export const strategy = () => 1\n")
    expect(importFailure(cjs, nodeError(cjs)).message).toMatch(/a \.cjs file is CommonJS.*: name it strategy\.mjs$/)
    // a real syntax error in an ES module folder, and a missing file: nothing to say about the module's format
    const syntax = nodeError(broken)
    expect((syntax as Error).name).toBe("SyntaxError")
    expect(importFailure(broken, syntax).message).toBe(
      `cannot import the strategy module ${broken}: ${(syntax as Error).message}`
    )
    const gone = path.join(dir, "gone.ts")
    expect(importFailure(gone, nodeError(gone)).message).not.toContain("CommonJS")
  })
})
