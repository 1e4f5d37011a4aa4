import { readFileSync } from "node:fs"
import { describe, expect, it } from "@effect/vitest"

// README snippets are cut from files the suite type-checks and runs: each ```ts or ```js block (and each ```sh block
// whose paragraph links a script) whose introducing paragraph links a file must consist of lines of that file (lines
// with an ellipsis or only a comment are the cuts). The local-bybit recipes are quoted whole.
const root = new URL("..", import.meta.url)
const readme = readFileSync(new URL("README.md", root), "utf8")

interface Snippet {
  readonly source: string | undefined
  readonly lines: ReadonlyArray<string>
}

const snippets = (): Array<Snippet> => {
  const found: Array<Snippet> = []
  const block = /```(ts|js|sh)\n([\s\S]*?)```/g
  for (const match of readme.matchAll(block)) {
    const before = readme.slice(0, match.index)
    const paragraph = before.slice(before.lastIndexOf("\n\n", before.length - 3))
    const links = [...paragraph.matchAll(/\]\(((?:examples|test|react-app)\/[^)]+\.(?:tsx?|mjs|sh))\)/g)].map(
      (link) => link[1]
    )
    // "(from [file](path)" names the source; otherwise the paragraph's last link does
    const from = /\(from \[[^\]]+\]\(((?:examples|test|react-app)\/[^)]+\.(?:tsx?|mjs|sh))\)/.exec(paragraph)?.[1]
    const source = from ?? links.at(-1)
    // a shell block is a snippet only when it quotes a script; the others are commands to type
    if (match[1] === "sh" && !source?.endsWith(".sh")) continue
    found.push({ source, lines: (match[2] ?? "").split("\n") })
  }
  return found
}

// The README imports the package by name where the repository's files import its sources.
const normalise = (line: string) =>
  line
    .trim()
    .replace(/\s*\/\/.*$/, "")
    .replace(/from "(?:\.\.\/)+src\/index\.js"/, 'from "effect-bybit"')
    .replace(/from "(?:\.\.\/)+src\/(node|emulator|promise|recording)\.js"/, 'from "effect-bybit/$1"')
    // the Node form of the Promise entry is what `effect-bybit/promise` resolves to on Node
    .replace(/from "(?:\.\.\/)+src\/promise\.node\.js"/, 'from "effect-bybit/promise"')

describe("README", () => {
  const all = snippets()

  it("has its snippets linked to the files they come from", () => {
    expect(all.length).toBeGreaterThan(8)
    expect(all.filter((snippet) => snippet.source !== undefined).length).toBeGreaterThanOrEqual(all.length - 2)
  })

  it("quotes each local-bybit recipe whole, as the tests run it", () => {
    for (const [file, lang] of [
      ["examples/local-bybit/ccxt.mjs", "js"],
      ["examples/local-bybit/bybit-api.mjs", "js"],
      ["examples/local-bybit/curl.sh", "sh"]
    ] as const) {
      const text = readFileSync(new URL(file, root), "utf8")
      expect(readme, file).toContain(`\`\`\`${lang}\n${text}\`\`\``)
    }
  })

  for (const snippet of all) {
    if (snippet.source === undefined) continue
    it(`quotes ${snippet.source} verbatim`, () => {
      const file = new Set(
        readFileSync(new URL(snippet.source ?? "", root), "utf8")
          .split("\n")
          .map(normalise)
      )
      const missing = snippet.lines
        .filter((line) => !line.includes("…") && normalise(line) !== "")
        .filter((line) => !file.has(normalise(line)))
      expect(missing).toEqual([])
    })
  }
})
