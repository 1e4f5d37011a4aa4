import { describe, expect, it } from "@effect/vitest"
import * as DocExamples from "./support/DocExamples.js"

// Every ```ts block under an `@example` tag in src/ compiles against the package's public names, as Effect's docgen
// checks its own (test/support/DocExamples.ts): an example a user copies is one the types accept. One TypeScript run
// checks them all, with a broken example of our own beside them, so the test shows it can see a failure.

// The main functions of each public module: each has an example (a renamed or moved one fails here).
const documented: Readonly<Record<string, ReadonlyArray<string>>> = {}

const broken: DocExamples.Example = {
  file: "test/DocExamples.test.ts",
  line: 1000,
  documents: "broken",
  code: 'import { Bybit } from "effect-bybit"\n\nexport const wrong: number = Bybit.layer\n'
}

describe("doc comment examples", () => {
  const examples = DocExamples.all()

  it("the main functions of the public modules show an example", () => {
    const missing = Object.entries(documented).flatMap(([file, names]) =>
      names.filter((name) => !examples.some((e) => e.file === file && e.documents === name)).map((n) => `${file} ${n}`)
    )
    expect(missing).toEqual([])
  })

  it("every example type-checks against the package's public names", { timeout: 300_000 }, async () => {
    const failures = await DocExamples.check([...examples, broken])
    // the broken example is reported at its own line (and column, past the comment's " * "): the check sees errors
    expect(failures.filter((f) => f.at.startsWith("test/DocExamples.test.ts:1002:33"))).toHaveLength(1)
    expect(failures.filter((f) => !f.at.startsWith("test/DocExamples.test.ts:"))).toEqual([])
  })
})
