/**
 * Test harness: a source entry bundled for the browser (esbuild, as an app's bundler would, nothing written), for the
 * tests that check what a browser entry reaches.
 */
import { build } from "esbuild"

const root = new URL("../..", import.meta.url).pathname

/** Bundles `entry` (a path from the project's root) for the browser; answers every module the bundle reached. */
export const inputsOf = async (entry: string): Promise<ReadonlyArray<string>> => {
  const result = await build({
    entryPoints: [`${root}${entry}`],
    bundle: true,
    platform: "browser",
    format: "esm",
    write: false,
    metafile: true,
    logLevel: "silent"
  })
  return Object.keys(result.metafile.inputs)
}

/** What a browser program must never reach: a `node:` built-in or the `ws` package. */
export const isNodeOnly = (path: string): boolean => path.startsWith("node:") || path.includes("node_modules/ws/")
