/**
 * Reads the pages of a docs checkout: every current (`.md`/`.mdx`, not `.dep`) page under `docs/v5`.
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
 * Every V5 page of a checkout, parsed (file names relative to the checkout). Accepts the checkout's root or its
 * `docs` folder.
 *
 * @since 0.1.0
 * @category reading
 */
export const read = (checkout: string): Array<DocsPages.Page> => {
  const root = [path.join(checkout, "docs", "v5"), path.join(checkout, "v5")].find((candidate) =>
    fs.existsSync(candidate)
  )
  if (root === undefined) throw new Error(`${checkout} is not a checkout of bybit-exchange/docs (no docs/v5)`)
  return pageFiles(root).map((file) => DocsPages.parse(path.relative(root, file), fs.readFileSync(file, "utf8")))
}
