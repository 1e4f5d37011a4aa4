/**
 * Test harness: Node's current long-term lines, each from the registry (scripts/node-line.mjs), put first on PATH
 * so that npm, npx and every `#!/usr/bin/env node` script they start run on that line, and a check of which Node a
 * process group actually ran on.
 */
import { readdir, readFile, readlink, realpath } from "node:fs/promises"
import { delimiter, dirname } from "node:path"

/** The Node lines the package is tested on: `engines` in package.json and the README name these. */
export const nodeLines = [22, 24, 26] as const

/** This process's environment with a line's `node` first on PATH. */
export const onLine = (node: string, env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv => ({
  ...env,
  PATH: `${dirname(node)}${delimiter}${env.PATH ?? ""}`
})

/** The executables of the processes in a process group, from /proc (Linux): each one's `/proc/<pid>/exe`. */
export const executablesOfGroup = async (group: number): Promise<ReadonlyArray<string>> => {
  const found: Array<string> = []
  for (const entry of await readdir("/proc")) {
    if (!/^\d+$/.test(entry)) continue
    try {
      // `pid (comm) state ppid pgrp …`: comm may hold spaces and parentheses, so fields are read after the last ")"
      const stat = await readFile(`/proc/${entry}/stat`, "utf8")
      const [, , pgrp] = stat.slice(stat.lastIndexOf(")") + 2).split(" ")
      if (Number(pgrp) === group) found.push(await realpath(await readlink(`/proc/${entry}/exe`)))
    } catch {
      // gone meanwhile, or not ours to read
    }
  }
  return found
}
