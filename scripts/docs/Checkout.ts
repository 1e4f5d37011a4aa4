/**
 * Reads the pages of a docs checkout: every current (`.md`/`.mdx`, not `.dep`) page under `docs/v5`, and the P2P
 * pages under `docs/p2p` (their endpoints are `/v5/p2p/...` but their pages live beside the V5 tree).
 *
 * @since 0.1.0
 */
import * as fs from "node:fs"
import * as path from "node:path"
import * as DocsPages from "./DocsPages.js"

const pageFiles = (directory: string): Array<string> =>
  fs
    .readdirSync(directory, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(directory, entry.name)
      if (entry.isDirectory()) return pageFiles(full)
      return entry.name.endsWith(".mdx") || entry.name.endsWith(".md") ? [full] : []
    })
    .sort()

/**
 * Every V5 page of a checkout, parsed, and the P2P pages (file names relative to `docs/v5`; P2P pages as
 * `p2p/...`). Accepts the checkout's root or its `docs` folder.
 *
 * @since 0.1.0
 * @category reading
 */
export const read = (checkout: string): Array<DocsPages.Page> => {
  const docs = [path.join(checkout, "docs"), checkout].find((candidate) => fs.existsSync(path.join(candidate, "v5")))
  if (docs === undefined) throw new Error(`${checkout} is not a checkout of bybit-exchange/docs (no docs/v5)`)
  const v5 = path.join(docs, "v5")
  const p2p = path.join(docs, "p2p")
  const parse = (file: string, name: string) => DocsPages.parse(name, fs.readFileSync(file, "utf8"))
  return [
    ...pageFiles(v5).map((file) => parse(file, path.relative(v5, file))),
    ...(fs.existsSync(p2p) ? pageFiles(p2p).map((file) => parse(file, path.join("p2p", path.relative(p2p, file)))) : [])
  ]
}
