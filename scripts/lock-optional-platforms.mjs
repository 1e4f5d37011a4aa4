// The registry this project installs from serves only this platform's builds of packages that ship one binary
// package per platform (esbuild, rollup, biome, ...): the others answer 404, so `npm install` leaves them out of
// package-lock.json and `npm ci` then refuses the lockfile as out of sync. This records each missing optional
// platform package in the lockfile (version from its parent's optionalDependencies, marked optional), which is what
// npm would have written had it been able to read them; `npm ci` skips them on this platform as it always would.
// Run after any `npm install` that changes the lockfile: node scripts/lock-optional-platforms.mjs
import { readFileSync, writeFileSync } from "node:fs"

const path = new URL("../package-lock.json", import.meta.url)
const lock = JSON.parse(readFileSync(path, "utf8"))
const packages = lock.packages
let added = 0
for (const [location, entry] of Object.entries(packages)) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    // npm resolves a dependency next to its parent first, then up the tree
    const candidates = []
    let base = location
    while (true) {
      candidates.push(`${base === "" ? "" : `${base}/`}node_modules/${name}`)
      const cut = base.lastIndexOf("/node_modules/")
      if (base === "") break
      base = cut < 0 ? "" : base.slice(0, cut)
    }
    if (candidates.some((c) => packages[c] !== undefined)) continue
    const version = String(spec).replace(/^[=^~]/, "")
    const target = `node_modules/${name}`
    packages[target] = { version, ...(entry.dev ? { dev: true } : {}), optional: true }
    added++
  }
}
const sorted = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a < b ? -1 : a > b ? 1 : 0))
)
lock.packages = sorted
writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`)
console.log(`recorded ${added} optional platform packages`)
