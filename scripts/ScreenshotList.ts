/**
 * The screenshots of the React app that `scripts/screenshots.ts` writes into `docs/screenshots/`, and its manifest:
 * what the script takes and what test/ReactApp/Screenshots.test.ts checks (without starting a browser).
 *
 * @since 1.2.0
 */
import * as crypto from "node:crypto"
import * as fs from "node:fs"
import * as path from "node:path"
import { fileURLToPath } from "node:url"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")

/**
 * Where the screenshots go.
 *
 * @since 1.2.0
 * @category constants
 */
export const directory = path.join(root, "docs/screenshots")

/**
 * The files that decide what the screenshots show: the script and this list (their SHA-256 is in the manifest).
 *
 * @since 1.2.0
 * @category constants
 */
export const scriptFiles: ReadonlyArray<string> = [
  path.join(root, "scripts/screenshots.ts"),
  fileURLToPath(import.meta.url)
]

/**
 * The instant the emulator's and the browser's clocks start at (2026-11-26 14:00 UTC).
 *
 * @since 1.2.0
 * @category constants
 */
export const start = Date.UTC(2026, 10, 26, 14, 0, 0)

/**
 * One screenshot: its file, the screen, the locale and time zone, and which phone tab it shows.
 *
 * @since 1.2.0
 * @category models
 */
export interface Shot {
  readonly file: string
  readonly width: number
  readonly height: number
  readonly touch: boolean
  readonly locale: string
  readonly timezoneId: string
}

const screens = [
  { width: 1440, height: 900, touch: false },
  { width: 390, height: 844, touch: true },
  { width: 844, height: 390, touch: true }
] as const

const zones = [
  { locale: "en-US", timezoneId: "America/New_York", suffix: "" },
  { locale: "de-DE", timezoneId: "Europe/Berlin", suffix: "-de-DE" }
] as const

/**
 * Every screenshot the script writes: `app-<width>x<height>.png` in en-US, `…-de-DE.png` in German.
 *
 * @since 1.2.0
 * @category constants
 */
export const shots: ReadonlyArray<Shot> = screens.flatMap((screen) =>
  zones.map((zone) => ({
    file: `app-${screen.width}x${screen.height}${zone.suffix}.png`,
    width: screen.width,
    height: screen.height,
    touch: screen.touch,
    locale: zone.locale,
    timezoneId: zone.timezoneId
  }))
)

/**
 * What `manifest.json` holds.
 *
 * @since 1.2.0
 * @category models
 */
export interface Manifest {
  readonly scripts: ReadonlyArray<string>
  readonly scriptSha256: string
  readonly start: string
  readonly files: ReadonlyArray<Shot & { readonly sha256: string }>
}

/**
 * The SHA-256 of a file, hex.
 *
 * @since 1.2.0
 * @category utils
 */
export const sha256 = (file: string): string => crypto.createHash("sha256").update(fs.readFileSync(file)).digest("hex")

/**
 * The SHA-256 of the script's files, one after the other, hex.
 *
 * @since 1.2.0
 * @category utils
 */
export const scriptSha256 = (): string => {
  const hash = crypto.createHash("sha256")
  for (const file of scriptFiles) hash.update(fs.readFileSync(file))
  return hash.digest("hex")
}

/**
 * The repository's root.
 *
 * @since 1.2.0
 * @category constants
 */
export const repository = root
