/**
 * The drift between the docs' response examples and the emulator's success messages
 * (src/Emulator/wire/SuccessMessages.ts): a documented path whose example answers `retCode: 0` with another
 * `retMsg` than the emulator's.
 *
 * @since 1.1.0
 */
import * as SuccessMessages from "../../src/Emulator/wire/SuccessMessages.js"
import type * as DocsPages from "./DocsPages.js"
import type * as Drift from "./Drift.js"

const successMessage = (example: unknown): string | undefined => {
  if (typeof example !== "object" || example === null) return undefined
  const { retCode, retMsg } = example as { readonly retCode?: unknown; readonly retMsg?: unknown }
  return retCode === 0 && typeof retMsg === "string" ? retMsg : undefined
}

/**
 * Each documented path's success message, from the first example answering `retCode: 0`.
 *
 * @since 1.1.0
 * @category reading
 */
export const documented = (pages: ReadonlyArray<DocsPages.Page>): Map<string, string> => {
  const found = new Map<string, string>()
  for (const page of pages)
    for (const block of page.blocks) {
      if (block.path === undefined || !block.path.startsWith("/v5/") || found.has(block.path)) continue
      const message = block.examples.map(successMessage).find((m) => m !== undefined)
      if (message !== undefined) found.set(block.path, message)
    }
  return found
}

/**
 * The paths whose documented success message differs from the emulator's.
 *
 * @since 1.1.0
 * @category comparing
 */
export const changes = (pages: ReadonlyArray<DocsPages.Page>): Array<Drift.Change> =>
  [...documented(pages)].flatMap(([path, message]): Array<Drift.Change> => {
    const ours = SuccessMessages.of(path)
    return ours === message
      ? []
      : [
          {
            kind: "retMsg",
            change: "changed",
            subject: path,
            detail: `docs ${JSON.stringify(message)}; ours ${JSON.stringify(ours)}`
          }
        ]
  })
