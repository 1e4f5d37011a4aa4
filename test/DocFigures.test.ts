/**
 * Measured figures live in docs/BENCHMARKS.md, not in the comments of `src/` or `react-app/src/` (issue 59): a figure
 * quoted in a comment goes stale the day the code under it changes, and nobody re-measures a comment. A comment keeps the why and points
 * to the section of docs/BENCHMARKS.md that holds the figure ("Figures quoted from code" for those no table has).
 *
 * A figure here is a number with a unit of time or memory (`3.7 µs`, `~5 MB`, `8 kB`) or a speed-up (`5x faster`).
 * Settings and limits are not measurements and stay: a default, a bound, an interval the exchange documents, a
 * format shown in code (`allowed`, each entry saying why).
 */
import * as fs from "node:fs"
import * as path from "node:path"
import { describe, expect, it } from "@effect/vitest"
import ts from "typescript"

const root = path.resolve(import.meta.dirname, "..")
// the library's sources and the React app's (its comments quoted bundle figures too)
const scanned = [path.join(root, "src"), path.join(root, "react-app", "src")]

const sources = (dir: string): ReadonlyArray<string> =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name)
    return e.isDirectory() ? sources(full) : /\.tsx?$/.test(e.name) ? [full] : []
  })

/** Every comment of a file, found by TypeScript's parser (so no `//` in a string or a regex counts), in order. */
const commentsOf = (file: string): ReadonlyArray<{ readonly pos: number; readonly text: string }> => {
  const text = fs.readFileSync(file, "utf8")
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
  const found = new Map<number, string>()
  const add = (ranges: ReadonlyArray<ts.CommentRange> | undefined) => {
    for (const r of ranges ?? []) found.set(r.pos, text.slice(r.pos, r.end))
  }
  // every token, not only every node: a comment before a closing brace is the brace's leading trivia
  const visit = (node: ts.Node): void => {
    add(ts.getLeadingCommentRanges(text, node.pos))
    add(ts.getTrailingCommentRanges(text, node.end))
    for (const child of node.getChildren(source)) visit(child)
  }
  visit(source)
  return [...found].sort(([a], [b]) => a - b).map(([pos, comment]) => ({ pos, text: comment }))
}

/**
 * A comment's words: its markers (`//`, `/**`, ` * `) and line breaks blanked to spaces, so an offset in it is an
 * offset in the comment (a figure's line is found from it) and a phrase may cross a line once spaces are collapsed.
 */
const prose = (comment: string): string =>
  comment
    .replace(/^\/(?:\/+|\*\*?)/, (m) => " ".repeat(m.length))
    .replace(/\*\/$/, "  ")
    .replace(/\n\s*(?:\/\/+|\*(?!\/))?/g, (m) => " ".repeat(m.length))

const figure =
  /(?<![\w.])~?\d[\d.,]*(?:\s?[-–]>?\s?~?\d[\d.,]*)?\s?(?:ns|µs|us|ms|MB|GB|kB|KB|MiB|KiB|GiB)\b|(?<![\w.])\d[\d.]*(?:[-–]\d[\d.]*)?\s?[x×]\s+(?:faster|slower)\b/g

/**
 * Phrases that make a figure a setting or a limit, read in the 70 characters before it and the 30 after. Keep it
 * small: a phrase added here lets every figure beside it through.
 */
const allowed: ReadonlyArray<{ readonly phrase: RegExp; readonly why: string }> = [
  { phrase: /\bdefaults?\b/i, why: "an option's default is a setting (`Default 5000 ms`, `16 MiB by default`)" },
  { phrase: /\bat (?:least|most)\b/, why: "a bound the code enforces (`at least 1 MiB`, `steps of at least 200 ms`)" },
  { phrase: /\bevery [\d.]+ ?ms\b/, why: "a push interval the exchange documents (`a snapshot every 100 ms`)" },
  { phrase: /\bdocs:/, why: "a figure of the exchange's documentation, quoted as such" },
  { phrase: /\blimit is\b/, why: "a limit, named as one (`Node's own limit is 16 KiB`)" },
  { phrase: /\baccepts \d/, why: "another program's limit (`node:http accepts 16 KB`)" },
  { phrase: /\bat a time\b/, why: "a platform's chunk size (`DecompressionStream` hands on 16 KB at a time)" },
  { phrase: /\bunsent\b/, why: "the emulator's bound on the bytes a reader may leave unsent" },
  { phrase: /, doubling\b/, why: "a histogram's bucket boundaries, chosen (`0.25 ms … ~4 s, doubling`)" },
  { phrase: /\bZIP64\b/, why: "a file format's limit (ZIP64 beyond 4 GiB)" },
  { phrase: /\bfor \d+ ?ms\), and while/, why: "the Redis store's turn, held for a fixed time (a setting)" }
]

/** Within a code span (an odd number of backticks before it in the comment): a format shown, not a measurement. */
const inCode = (text: string, at: number): boolean => (text.slice(0, at).match(/`/g)?.length ?? 0) % 2 === 1

/** The measured figures a comment quotes, each as `figure … its context`. */
const measured = (comment: string): ReadonlyArray<{ readonly at: number; readonly text: string }> => {
  const words = prose(comment)
  return [...words.matchAll(figure)].flatMap((m) => {
    const at = m.index ?? 0
    const context = words
      .slice(Math.max(0, at - 70), at + m[0].length + 30)
      .replace(/\s+/g, " ")
      .trim()
    return inCode(words, at) || allowed.some((a) => a.phrase.test(context))
      ? []
      : [{ at, text: `${m[0]} … ${context}` }]
  })
}

/** The measured figures a file's comments quote, as `file:line: figure … context`. */
const quoted = (file: string): ReadonlyArray<string> => {
  const source = ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest, false)
  return commentsOf(file).flatMap((comment) =>
    measured(comment.text).map(({ at, text }) => {
      const line = source.getLineAndCharacterOfPosition(comment.pos + at).line + 1
      return `${path.relative(root, file)}:${line}: ${text}`
    })
  )
}

/**
 * Files that still quote measured figures, left to the engineers editing them now (issue 59): src/Http, src/node.ts
 * and src/WebPlatform.ts. The lead empties this list; it only shrinks (an entry that no longer quotes one fails).
 */
const notYet: ReadonlyArray<string> = []

describe("figures in comments", () => {
  const found = scanned.flatMap(sources).flatMap(quoted)
  const byFile = new Map<string, Array<string>>()
  for (const hit of found) {
    const file = hit.slice(0, hit.indexOf(":"))
    byFile.set(file, [...(byFile.get(file) ?? []), hit])
  }

  it("no comment in src/ or react-app/src/ quotes a measured figure (they live in docs/BENCHMARKS.md)", () => {
    expect(found.filter((hit) => !notYet.includes(hit.slice(0, hit.indexOf(":"))))).toEqual([])
  })

  it("the files left to do are only under src/Http, src/node.ts and src/WebPlatform.ts, and each still quotes one", () => {
    for (const file of notYet) expect(file).toMatch(/^src\/(Http\/.+|node|WebPlatform)\.ts$/)
    // an entry whose figures are gone comes off the list
    expect(notYet.filter((file) => !byFile.has(file))).toEqual([])
  })

  it("finds a measured figure and lets a setting through", () => {
    const probe = (comment: string) => measured(comment).length
    expect(probe("/** A hop costs about 3.7 µs per message. */")).toBe(1)
    expect(probe("// built at import it cost ~5 MB\n// of heap")).toBe(1)
    expect(probe("/**\n * decodes about 5x\n * faster\n */")).toBe(1)
    expect(probe("/** Ping every this often. Default 10000 ms. */")).toBe(0)
    expect(probe("/** A progress line: `1234 messages, 41.0 MB of lines`. */")).toBe(0)
  })
})
